/**
 * The PII guard in Chromium against a local OpenAI-compatible server (docs/privacy/pii-guard.md):
 * names without titles, a relative's first name and a record number leave the browser as
 * placeholders only; the answer, its copy and a reload show the real names; "Masquer" masks a
 * word the detection missed; the dialog is centred; axe at 360 and 1280 px.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { PII_MESSAGES } from '#shared/messages/pii.ts';
import { ROUTES } from '#shared/routes.ts';
import { startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake-openai.ts';
import { createSubscriberContext } from './support/accounts.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

const M = CHAT_MESSAGES;
const MESSAGE = 'Inès Haddad, 34 ans, vue ce matin avec sa fille Léa. IPP 2019004512.';
const REAL_VALUES = ['Inès', 'Haddad', 'Léa', '2019004512'];

const conversation = (page: Page) => page.getByRole('log', { name: M.conversationLabel });
const turns = (page: Page) => conversation(page).locator(':scope > ol > li');
const piiDialog = (page: Page) => page.getByRole('dialog', { name: M.pii.title });

describeE2E('PII guard with an OpenAI-compatible server', () => {
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // The model reorders the placeholders and drops the brackets of one.
    fake.script = (index) =>
      index === 0
        ? { kind: 'stream', chunks: ['Synthèse : ', '[PROCHE_1]', ' accompagne sa mère ', 'PATIENT_1', ' (dossier [DOSSIER_1]).'], usage: { input: 50, output: 20 } }
        : { kind: 'stream', chunks: ['Noté pour ', '[PATIENT_2]', '.'], usage: { input: 50, output: 5 } };
  });
  const app = useE2EApp(() => ({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'x', AI_API_KEY: 'x' }));
  afterAll(() => fake?.close());

  it('sends placeholders only, shows, copies and keeps the real names, and masks a selected word', async () => {
    const { context } = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.chatNotes}`);
    const box = page.getByLabel(M.inputLabel);
    await box.fill(MESSAGE);
    await box.press('Enter');

    // The dialog lists the three identifiers, centred in the window.
    const dialog = piiDialog(page);
    await dialog.waitFor();
    const items = dialog.getByRole('checkbox');
    expect(await items.count()).toBe(3);
    const labels = await dialog.locator('label').allInnerTexts();
    expect(labels.map((label) => label.replace(/\s+/g, ' ').trim())).toEqual([
      `${PII_MESSAGES.roles.patient}\u00a0: Inès Haddad`.replace(/\s+/g, ' '),
      `${PII_MESSAGES.roles.relative}\u00a0: Léa`.replace(/\s+/g, ' '),
      `${M.pii.kinds.record}\u00a0: 2019004512`.replace(/\s+/g, ' '),
    ]);
    const box1 = await dialog.boundingBox();
    expect(box1).not.toBeNull();
    if (box1) {
      expect(Math.abs(box1.x + box1.width / 2 - VIEWPORTS.desktop.width / 2)).toBeLessThan(4);
      expect(Math.abs(box1.y + box1.height / 2 - VIEWPORTS.desktop.height / 2)).toBeLessThan(4);
    }
    await expectNoAxeViolations(page, 'PII dialog at 1280 px');
    // Keyboard: the focus is in the dialog; Enter on "Remplacer" sends.
    await dialog.getByRole('button', { name: M.pii.replace }).press('Enter');

    await turns(page).last().getByText('Synthèse : Léa accompagne sa mère Inès Haddad (dossier 2019004512).').waitFor();
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]?.raw ?? '';
    for (const value of REAL_VALUES) expect(sent).not.toContain(value);
    expect(sent).toContain('[PATIENT_1], 34 ans, vue ce matin avec sa fille [PROCHE_1]. IPP [DOSSIER_1].');
    // The practitioner's own message is shown as written.
    expect(await turns(page).nth(-2).innerText()).toContain(MESSAGE);

    // Copy: the real names.
    await turns(page).last().getByRole('button', { name: M.copyLabel }).click();
    await turns(page).last().getByText(M.copied).waitFor();
    const copied = await page.evaluate<string>('navigator.clipboard.readText()');
    expect(copied).toContain('Léa accompagne sa mère Inès Haddad (dossier 2019004512)');

    // Reload: the history (60 minutes, this app.browser) still shows them.
    await page.reload();
    await turns(page).last().getByText('Synthèse : Léa accompagne sa mère Inès Haddad (dossier 2019004512).').waitFor();
    expect(await turns(page).nth(-2).innerText()).toContain(MESSAGE);

    // "Masquer": a word the detection missed, selected with the keyboard.
    await box.fill('Zorglub dort mal depuis lundi.');
    await box.press('Control+Home');
    for (let i = 0; i < 'Zorglub'.length; i++) await box.press('Shift+ArrowRight');
    await page.getByRole('button', { name: PII_MESSAGES.mask('Zorglub') }).click();
    await page.getByRole('button', { name: PII_MESSAGES.unmask('Zorglub') }).waitFor();
    await box.press('Enter');
    await piiDialog(page).getByRole('button', { name: M.pii.replace }).click();
    await turns(page).last().getByText('Noté pour Zorglub.').waitFor();
    const second = fake.requests[1]?.raw ?? '';
    for (const value of [...REAL_VALUES, 'Zorglub']) expect(second).not.toContain(value);
    expect(second).toContain('[PATIENT_2] dort mal depuis lundi.');
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the dialog without axe violations at 360 px', async () => {
    const { context } = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.mobile);
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.chatDiagnostic}`);
    const box = page.getByLabel(M.inputLabel);
    await box.fill(MESSAGE);
    await box.press('Enter');
    const dialog = piiDialog(page);
    await dialog.waitFor();
    // Untick the record number: it is not sent as a placeholder but stays in the text.
    await dialog.getByRole('checkbox').nth(2).uncheck();
    await expectNoAxeViolations(page, 'PII dialog at 360 px');
    const bounds = await dialog.boundingBox();
    expect(bounds && bounds.x >= 0 && bounds.x + bounds.width <= VIEWPORTS.mobile.width).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe(MESSAGE);
    await context.close();
  });
});
