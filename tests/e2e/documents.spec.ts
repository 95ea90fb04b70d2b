/**
 * From answer to document (docs/documents.md, docs/budget.md), in Chromium: choose
 * "Courrier au médecin adresseur", get an answer (demo responder, then a local
 * OpenAI-compatible server), download the .docx built in the browser, read its XML, convert it
 * with LibreOffice and read the PDF back; the 80 % and 95 % budget warnings. Screenshots at 360
 * and 1280 px go to SCREENSHOT_DIR (default: a folder in the system's temporary directory).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUDGET_MESSAGES } from '#shared/messages/budget.ts';
import { BUDGET_ESTIMATE_MESSAGES } from '#shared/messages/budget-estimate.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { DOCUMENT_MESSAGES } from '#shared/messages/documents.ts';
import { WRITING_STYLE_MESSAGES } from '#shared/messages/writing-style.ts';
import { ROUTES } from '#shared/routes.ts';
import { startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake-openai.ts';
import { createSubscriberContext, type E2EUser } from './support/accounts.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

const M = CHAT_MESSAGES;
const D = DOCUMENT_MESSAGES;
const TEMPLATE = 'Courrier au médecin adresseur';
const HEADINGS = ['Objet', 'Question posée', 'Principaux résultats', 'Recommandations'];
const PATIENT = 'Verlaine';
const MESSAGE = `Bilan de Mme ${PATIENT}, adressée par son médecin traitant pour des difficultés attentionnelles en classe.`;
const ADDRESS = ['Cabinet du Pont des Roches', '3 quai Paul Vautrin', '57000 Metz'];

const SCREEN_DIR = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'psyscribe-screenshots', 'documents');
const work = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-documents-'));
const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((file) => existsSync(file));

const conversation = (page: Page) => page.getByRole('log', { name: M.conversationLabel });
const lastAnswer = (page: Page) => conversation(page).locator(':scope > ol > li').last();
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREEN_DIR, `${name}.png`), fullPage: false });

/** The letterhead is kept in the browser: set it as a user would, in the account page. */
async function setLetterhead(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}${ROUTES.account}`);
  await page.getByLabel(D.letterhead.address).fill(ADDRESS.join('\n'));
  await page.getByLabel(D.letterhead.place).fill('Metz');
  await page.getByRole('button', { name: D.letterhead.save }).click();
  await page.getByText(D.letterhead.saved).waitFor();
}

async function chooseTemplate(page: Page, mobile: boolean): Promise<void> {
  if (mobile) await page.getByRole('button', { name: M.panel.openDrawer }).click();
  const template = page.getByRole('button', { name: TEMPLATE, exact: true });
  await template.click();
  expect(await template.getAttribute('aria-pressed')).toBe('true');
  if (mobile) await page.getByRole('button', { name: M.panel.closeDrawer }).click();
}

/** Sends the message, accepts the PII replacement, waits for the whole answer. */
async function askWithName(page: Page): Promise<void> {
  const box = page.getByLabel(M.inputLabel);
  await box.fill(MESSAGE);
  await box.press('Enter');
  const dialog = page.getByRole('dialog', { name: M.pii.title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: M.pii.replace }).click();
  await lastAnswer(page).getByRole('heading', { name: 'Recommandations' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: M.send }).waitFor();
}

/** Clicks "Télécharger en Word", saves the file, returns the text of document.xml and the file. */
async function downloadWord(page: Page, name: string): Promise<{ file: string; xml: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), lastAnswer(page).getByRole('button', { name: D.wordLabel }).click()]);
  expect(download.suggestedFilename()).toMatch(/^document-\d{4}-\d{2}-\d{2}\.docx$/);
  const file = path.join(work, `${name}.docx`);
  await download.saveAs(file);
  const xml = execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' });
  const text = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('\n');
  return { file, xml, text };
}

function pdfText(file: string): string | undefined {
  if (!soffice) {
    console.warn('!! LibreOffice (soffice) not found: the PDF conversion check is skipped. apt-get install -y libreoffice-writer-nogui');
    return undefined;
  }
  const outDir = path.join(work, `pdf-${path.basename(file, '.docx')}`);
  mkdirSync(outDir, { recursive: true });
  execFileSync(soffice, ['--headless', `-env:UserInstallation=file://${path.join(work, 'lo-profile')}`, '--convert-to', 'pdf', '--outdir', outDir, file], { stdio: 'pipe', timeout: 120_000 });
  const pdf = readdirSync(outDir).find((entry) => entry.endsWith('.pdf'));
  if (!pdf) throw new Error(`LibreOffice produced no PDF from ${file}`);
  return execFileSync('pdftotext', ['-layout', path.join(outDir, pdf), '-'], { encoding: 'utf8' });
}

function expectDocument(doc: { xml: string; text: string }, user: E2EUser): void {
  for (const expected of [user.input.name, user.input.profession, `N° RPPS\u00a0: ${user.input.rppsNumber}`, user.input.companyName, ...ADDRESS, PATIENT]) {
    expect(doc.text, expected).toContain(expected);
  }
  expect(doc.text).toMatch(/Metz, le \d{1,2} \S+ \d{4}/);
  expect(doc.text).not.toContain('[PATIENT_1]');
  // The billing address is not the practice's address.
  expect(doc.text).not.toContain(user.input.billingAddress);
  for (const heading of HEADINGS) expect(doc.xml).toMatch(new RegExp(`<w:pStyle w:val="Heading2"/>(?:(?!</w:p>).)*${heading}`));
}

function expectPdf(pdf: string | undefined, user: E2EUser): void {
  if (pdf === undefined) return;
  const flat = pdf.replace(/\s+/g, ' ');
  for (const expected of [user.input.name, `RPPS : ${user.input.rppsNumber}`, ADDRESS[1]!, PATIENT, ...HEADINGS, 'Document confidentiel — page 1 sur']) {
    expect(flat.replace(/\u00a0/g, ' '), expected).toContain(expected);
  }
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describeE2E('documents with the demonstration responder', () => {
  beforeAll(() => mkdirSync(SCREEN_DIR, { recursive: true }));
  const app = useE2EApp();

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    const mobile = viewport === VIEWPORTS.mobile;
    it(`chooses the letter template, downloads a Word file with the letterhead and the restored name (${viewport.width} px)`, async () => {
      const user = await createSubscriberContext(app.browser, app.server.url, viewport);
      const page = await newPage(user.context);
      const bodies: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) bodies.push(request.postData() ?? '');
      });

      await setLetterhead(page, app.server.url);
      // The usage block tells the budget in reports before the first answer.
      const usage = page.getByRole('region', { name: 'Consommation du mois' });
      await usage.getByText(BUDGET_ESTIMATE_MESSAGES.remainingTitle).waitFor();
      await usage.getByText(/≈\s\d[\d\s\u202f]*\scomptes-rendus restants ce mois-ci/).waitFor();
      await usage.getByText(BUDGET_ESTIMATE_MESSAGES.basisDefault).waitFor();
      await usage.scrollIntoViewIfNeeded();
      await shot(page, `usage-block-${viewport.width}`);
      await expectNoAxeViolations(page, `account page at ${viewport.width} px`);

      await page.goto(`${app.server.url}${ROUTES.chatDocuments}`);
      await page.getByRole('heading', { level: 1, name: M.titles.documents }).waitFor();
      await page.getByText(/comptes-rendus restants ce mois-ci/).first().waitFor();
      if (mobile) await page.getByRole('button', { name: M.panel.openDrawer }).click();
      await page.getByRole('button', { name: 'Modèle de document' }).waitFor();
      await shot(page, `template-choice-${viewport.width}`);
      await expectNoAxeViolations(page, `template choice at ${viewport.width} px`);
      if (mobile) await page.getByRole('button', { name: M.panel.closeDrawer }).click();
      await chooseTemplate(page, mobile);

      await askWithName(page);
      const answer = lastAnswer(page);
      for (const heading of HEADINGS) await answer.getByRole('heading', { name: heading }).waitFor();
      // The practitioner reads the real name; the server only ever received the placeholder.
      await answer.getByText(PATIENT).first().waitFor();
      const chatBodies = bodies.filter((body) => body.includes('"messages"'));
      expect(chatBodies).toHaveLength(1);
      expect(chatBodies[0]).toContain('[PATIENT_1]');
      expect(chatBodies[0]).toContain('modele.courrier-medecin');
      expect(bodies.join('\n')).not.toContain(PATIENT);

      await answer.getByRole('button', { name: D.wordLabel }).scrollIntoViewIfNeeded();
      await shot(page, `word-button-${viewport.width}`);
      await expectNoAxeViolations(page, `answer with the Word button at ${viewport.width} px`);
      const doc = await downloadWord(page, `demo-${viewport.width}`);
      expectDocument(doc, user);
      await answer.getByText(D.wordDone).waitFor();
      // Nothing more went to the server to build the file.
      expect(bodies.join('\n')).not.toContain(PATIENT);
      if (!mobile) expectPdf(pdfText(doc.file), user);
      expect(page.consoleErrors).toEqual([]);
      await user.context.close();
    }, 120_000);
  }
});

describeE2E('« Mon style de rédaction » in the account page', () => {
  const app = useE2EApp();

  it('refuses an identifier with a clear message, then saves the style and keeps it after a reload', async () => {
    const user = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.mobile);
    const page = await newPage(user.context);
    await page.goto(`${app.server.url}${ROUTES.account}`);
    const block = page.getByRole('region', { name: WRITING_STYLE_MESSAGES.title });
    const text = block.getByLabel(WRITING_STYLE_MESSAGES.textLabel);
    await text.fill('Toujours écrire comme pour Mme Verlaine.');
    await block.getByRole('button', { name: WRITING_STYLE_MESSAGES.save }).click();
    const refusal = block.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain(WRITING_STYLE_MESSAGES.piiRefused);
    expect(await refusal.innerText()).toContain('Nom');
    await expectNoAxeViolations(page, 'writing style refused at 360 px');
    await text.fill('Troisième personne, présent ; paragraphes courts.');
    await block.getByLabel('Phrases courtes').check();
    await block.getByRole('button', { name: WRITING_STYLE_MESSAGES.save }).click();
    await block.getByText(WRITING_STYLE_MESSAGES.saved).waitFor();
    await block.scrollIntoViewIfNeeded();
    await shot(page, 'writing-style-360');
    await page.reload();
    expect(await page.getByRole('region', { name: WRITING_STYLE_MESSAGES.title }).getByLabel(WRITING_STYLE_MESSAGES.textLabel).inputValue()).toBe('Troisième personne, présent ; paragraphes courts.');
    expect(await page.getByLabel('Phrases courtes').isChecked()).toBe(true);
    // Chromium logs the refused PUT itself (400); nothing else may reach the console.
    expect(page.consoleErrors.filter((line) => !line.includes('status of 400'))).toEqual([]);
    await user.context.close();
  });
});

describeE2E('documents and budget warnings with an OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  const answer = [
    'Cher confrère, chère consœur,\n\n',
    '## Objet\n\nBilan neuropsychologique de [PATIENT_1].\n\n',
    '## Question posée\n\nDifficultés **attentionnelles** en classe.\n\n',
    '## Principaux résultats\n\n- Attention soutenue fragile\n- Mémoire : non évalué\n\n',
    '| Indice | Note |\n|---|---|\n| ICV | 104 |\n\n',
    '## Recommandations\n\n1. Aménagements scolaires\n2. Réévaluation dans un an\n',
  ];

  beforeAll(async () => {
    mkdirSync(SCREEN_DIR, { recursive: true });
    fake = await startFakeOpenAi();
    // Basic allows 2 000 000 input tokens: the first answer brings usage to 83 %, the second to 97 %.
    fake.script = (index) => ({ kind: 'stream', chunks: answer, usage: { input: index === 0 ? 1_660_000 : 280_000, output: 400 } });
  });
  const app = useE2EApp(() => ({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'x', AI_API_KEY: 'x' }));
  afterAll(() => fake?.close());

  it('sends the template’s structure, builds the .docx from the restored answer, and warns at 80 % then 95 %', async () => {
    const user = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.desktop);
    const page = await newPage(user.context);
    await setLetterhead(page, app.server.url);
    await page.goto(`${app.server.url}${ROUTES.chatDocuments}`);
    await chooseTemplate(page, false);
    expect(await page.locator('[data-level]').count()).toBe(0);

    await askWithName(page);
    const system = (fake.requests[0]?.body.messages as { role: string; content: string }[])[0]!;
    expect(system.content).toContain(`« ${TEMPLATE} »`);
    for (const heading of HEADINGS) expect(system.content).toContain(`\n- ${heading}\n`);
    expect(fake.requests[0]?.raw).not.toContain(PATIENT);

    const doc = await downloadWord(page, 'openai');
    expectDocument(doc, user);
    expect(doc.xml).toContain('<w:tbl>');
    expect(doc.xml).toContain('<w:numPr>');
    expectPdf(pdfText(doc.file), user);

    // 83 %: the warning, with the top-up and Premium actions.
    const warning = page.locator('[data-level="warning"]');
    await warning.waitFor();
    expect(await warning.innerText()).toContain('83\u00a0%');
    await warning.getByRole('button', { name: BUDGET_MESSAGES.topUp }).waitFor();
    expect(await warning.getByRole('link', { name: BUDGET_MESSAGES.goPremium }).getAttribute('href')).toBe(ROUTES.pricing);
    // The header now counts from this user's own answer: 340 000 input tokens left ÷ 1 660 000 per answer.
    await page.getByText('≈\u00a00\u00a0compte-rendu restant ce mois-ci').waitFor();
    await expectNoAxeViolations(page, '80 % warning');
    await shot(page, 'budget-warning-80-1280');

    const box = page.getByLabel(M.inputLabel);
    await box.fill('Version plus courte, sans le tableau.');
    await box.press('Enter');
    const critical = page.locator('[data-level="critical"]');
    await critical.waitFor({ timeout: 30_000 });
    expect(await critical.innerText()).toContain('97\u00a0%');
    expect(await critical.innerText()).toContain(BUDGET_ESTIMATE_MESSAGES.criticalBody);
    await expectNoAxeViolations(page, '95 % warning');

    // A very long message: its cost as a share of what is left, before sending.
    await box.fill('Résultats détaillés. '.repeat(450));
    await page.getByText(/Message long\u00a0: cette réponse (utiliserait environ|dépasserait)/).waitFor();
    await shot(page, 'long-message-1280');
    expect(fake.requests).toHaveLength(2);
    expect(page.consoleErrors).toEqual([]);
    await user.context.close();
  }, 120_000);
});
