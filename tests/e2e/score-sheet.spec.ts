/**
 * The Wechsler score sheet and the number check in Chromium, against a local OpenAI-compatible
 * server scripted to answer with one invented score (IRP on a WISC-V) and one wrong band
 * (ICV 121 "dans la moyenne"). axe and screenshots at 360 and 1280 px.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { CHECK_UI, SCORE_UI } from '#shared/messages/scores.ts';
import { ROUTES } from '#shared/routes.ts';
import { SCORE_MESSAGES } from '#shared/scores/score-sheet.ts';
import { startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake-openai.ts';
import { createSubscriberContext } from './support/accounts.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

const M = CHAT_MESSAGES;
const ANSWER = [
  '## Efficience intellectuelle\n\n',
  'L’ICV (121) se situe dans la moyenne. ',
  'L’IVS est de 95, dans la zone moyenne. ',
  'L’IRP est de 98.\n\n',
  'Bilan réalisé le 12/03/2026 chez un enfant de 9 ans.',
];

const conversation = (page: Page) => page.getByRole('log', { name: M.conversationLabel });
const lastAnswer = (page: Page) => conversation(page).locator(':scope > ol > li').last();
const sheetToggle = (page: Page) => page.getByRole('button', { name: new RegExp(`^${SCORE_UI.toggle}`) });

describeE2E('score sheet and number check', () => {
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.script = () => ({ kind: 'stream', chunks: ANSWER, usage: { input: 400, output: 60 } });
  });
  const app = useE2EApp(() => ({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'x', AI_API_KEY: 'x' }));
  afterAll(async () => {
    await fake?.close();
  });

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    it(`fills the sheet, sends its computed block, highlights two numbers, survives a reload (${viewport.width} px)`, async () => {
      const { context } = await createSubscriberContext(app.browser, app.server.url, viewport);
      const page = await newPage(context);
      const bodies: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/chat/')) bodies.push(request.postData() ?? '');
      });
      await page.goto(`${app.server.url}${ROUTES.chatDocuments}`);
      await sheetToggle(page).click();
      await page.getByRole('heading', { name: SCORE_UI.title }).waitFor();

      // Entry with a French error, then valid scores; bands computed live.
      await page.getByLabel('ICV\u00a0: Indice').fill('200');
      await page.getByText(SCORE_MESSAGES.index).waitFor();
      await page.getByLabel('ICV\u00a0: Indice').fill('121');
      await page.getByLabel('ICV\u00a0: Percentile').fill('92');
      await page.getByLabel('IVS\u00a0: Indice').fill('95');
      await page.getByLabel('IVT\u00a0: Indice').fill('85');
      expect(await page.getByText(SCORE_MESSAGES.index).count()).toBe(0);
      expect(await page.getByTestId('band-ICV').innerText()).toBe('Supérieur');
      expect(await page.getByTestId('band-IVT').innerText()).toBe('Moyenne faible');
      await page.getByText('QIT à interpréter avec prudence').first().waitFor();
      await expectNoAxeViolations(page, `score sheet at ${viewport.width} px`);
      await page.screenshot({ path: `/tmp/score-sheet-${viewport.width}.png` });

      const box = page.getByLabel(M.inputLabel);
      await box.fill('Rédige le compte-rendu du bilan.');
      await box.press('Enter');
      await lastAnswer(page).getByText('L’IRP est de').waitFor();
      await page.getByRole('button', { name: M.send }).waitFor();

      // What the model received: the structured block with the computed bands.
      const upstream = fake.requests.at(-1)?.raw ?? '';
      const system = (JSON.parse(upstream) as { messages: { role: string; content: string }[] }).messages[0]?.content ?? '';
      expect(system).toContain('<<FEUILLE_DE_SCORES');
      expect(system).toContain('ICV (Compréhension verbale)\u00a0: 121 ; zone «\u00a0Supérieur\u00a0» (120–129) ; percentile 92');
      expect(system).toContain('IVT (Vitesse de traitement)\u00a0: 85 ; zone «\u00a0Moyenne faible\u00a0» (80–89)');
      expect(system).toContain('QIT à interpréter avec prudence');
      // What our server received: numbers only.
      expect(JSON.parse(bodies.at(-1) ?? '{}')).toMatchObject({ scoreSheet: { battery: 'wisc-v', indices: { ICV: { score: 121, percentile: 92 }, IVS: { score: 95 }, IVT: { score: 85 } } } });

      // Exactly two highlights: the wrong band and the invented score; the date and age are left alone.
      const answer = lastAnswer(page);
      const marks = answer.locator('mark');
      await answer.getByText(CHECK_UI.count(2)).waitFor();
      expect(await marks.count()).toBe(2);
      expect(await marks.nth(0).getAttribute('data-check')).toBe('band');
      expect((await marks.nth(1).innerText()).startsWith('98')).toBe(true);
      expect(await marks.nth(1).textContent()).toContain('Ce score ne figure pas dans vos données');
      await page.getByRole('button', { name: SCORE_UI.close }).click();
      await expectNoAxeViolations(page, `highlighted answer at ${viewport.width} px`);
      await page.screenshot({ path: `/tmp/score-check-${viewport.width}.png` });

      // Reload: sheet and highlights come back from this browser's storage.
      await page.reload();
      await lastAnswer(page).getByText(CHECK_UI.count(2)).waitFor();
      expect(await lastAnswer(page).locator('mark').count()).toBe(2);
      await sheetToggle(page).click();
      expect(await page.getByLabel('ICV\u00a0: Indice').inputValue()).toBe('121');
      expect(await page.getByTestId('band-ICV').innerText()).toBe('Supérieur');

      // Dismissed: header and highlights gone, also after a reload.
      await lastAnswer(page).getByRole('button', { name: CHECK_UI.dismiss }).click();
      expect(await lastAnswer(page).locator('mark').count()).toBe(0);
      await page.reload();
      await lastAnswer(page).getByText('L’IRP est de').waitFor();
      expect(await lastAnswer(page).getByText(CHECK_UI.count(2)).count()).toBe(0);
      expect(await lastAnswer(page).locator('mark').count()).toBe(0);

      // Openable from the notes assistant too.
      await page.goto(`${app.server.url}${ROUTES.chatNotes}`);
      await sheetToggle(page).click();
      await page.getByRole('heading', { name: SCORE_UI.title }).waitFor();
      expect(page.consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
