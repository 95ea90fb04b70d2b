/**
 * The three assistants in Chromium, as a subscriber: the demo responder for the journeys,
 * a local OpenAI-compatible streaming server for the budget. axe at 360 and 1280 px.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BUDGET_MESSAGES } from '#shared/messages/budget.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { ROUTES } from '#shared/routes.ts';
import { startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake-openai.ts';
import { createSubscriberContext } from './support/accounts.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

const M = CHAT_MESSAGES;
const SCREENS = [
  { path: ROUTES.chatDiagnostic, title: M.titles.diagnostic, categories: ['Profil patient', 'Cognitifs', 'Affectifs', 'Comportementaux', 'Somatiques/neurovégétatifs', 'Symptômes spécifiques'] },
  { path: ROUTES.chatNotes, title: M.titles.notes, categories: ['Profil patient', 'Informations générales', 'Format', 'Contenu de la séance', 'Évaluation et progression', 'Plan d’action'] },
  { path: ROUTES.chatDocuments, title: M.titles.documents, categories: ['Profil patient', 'Objectifs', 'Éléments à inclure', M.panel.optionsTitle] },
];

const conversation = (page: Page) => page.getByRole('log', { name: M.conversationLabel });
const turns = (page: Page) => conversation(page).locator(':scope > ol > li');
const lastAnswer = (page: Page) => turns(page).last();

describeE2E('chat (demonstration responder)', () => {
  const app = useE2EApp();

  // One test per width: six pages and six axe runs each, which took up to a minute together on a loaded 2-core machine.
  it.each([VIEWPORTS.desktop, VIEWPORTS.mobile])('opens each screen with its title and categories, without axe violations at $width px', async (viewport) => {
    const { context } = await createSubscriberContext(app.browser, app.server.url, viewport);
    const page = await newPage(context);
    for (const screen of SCREENS) {
      await page.goto(`${app.server.url}${screen.path}`);
      await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
      await page.getByText(M.demoMode).waitFor();
      if (viewport === VIEWPORTS.mobile) await page.getByRole('button', { name: M.panel.openDrawer }).click();
      for (const category of screen.categories) await page.getByRole('button', { name: category, exact: true }).waitFor();
      await expectNoAxeViolations(page, `${screen.path} at ${viewport.width} px`);
      if (viewport === VIEWPORTS.mobile) await page.getByRole('button', { name: M.panel.closeDrawer }).click();
    }
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });

  it('selects items, streams an answer sent with Enter, stops, copies, survives a reload and starts over', async () => {
    const { context } = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.desktop);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.chatDiagnostic}`);

    // Select two items, remove one from the selection list.
    await page.getByRole('button', { name: 'Adulte', exact: true }).click();
    await page.getByRole('button', { name: 'Cognitifs' }).click();
    expect(await page.getByRole('button', { name: 'Adulte', exact: true }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Ruminations' }).click();
    await page.getByText('2 éléments sélectionnés').waitFor();
    await page.getByRole('button', { name: M.panel.remove('Ruminations') }).click();
    await page.getByText('1 élément sélectionné').waitFor();

    const send = page.getByRole('button', { name: M.send });
    expect(await send.isDisabled()).toBe(true);
    const box = page.getByLabel(M.inputLabel);
    await box.fill('Humeur triste depuis cinq semaines,');
    await box.press('Shift+Enter');
    await box.pressSequentially('réveils précoces.');
    expect(await box.inputValue()).toBe('Humeur triste depuis cinq semaines,\nréveils précoces.');
    await box.press('Enter');

    // First tokens are on screen while the stream is still running (the stop button is there).
    const stop = page.getByRole('button', { name: M.stop });
    await stop.waitFor();
    await lastAnswer(page).getByText('Mode démonstration').waitFor();
    expect(await stop.isVisible()).toBe(true);
    await lastAnswer(page).getByRole('heading', { name: 'Limites' }).waitFor({ timeout: 20_000 });
    await send.waitFor();
    expect(await lastAnswer(page).innerText()).toContain('Profil patient\u00a0: Adulte');

    // Copy: HTML and plain text on the clipboard.
    await lastAnswer(page).getByRole('button', { name: M.copyLabel }).click();
    await lastAnswer(page).getByText(M.copied).waitFor();
    // Evaluated in the page (strings: the test's tsconfig has no DOM types).
    const clipboard = await page.evaluate<{ types: string[]; text: string }>(
      '(async () => { const [item] = await navigator.clipboard.read(); return { types: item ? [...item.types] : [], text: await navigator.clipboard.readText() }; })()',
    );
    expect(clipboard.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    expect(clipboard.text).toContain('Hypothèses à explorer');
    expect(clipboard.text).not.toContain('##');

    // Stop a second answer midway.
    await box.fill('Et si le sommeil s’améliore\u00a0?');
    await box.press('Enter');
    await stop.waitFor();
    await lastAnswer(page).getByText('Mode démonstration').waitFor();
    await stop.click();
    await send.waitFor();
    const stopped = await lastAnswer(page).innerText();
    await page.waitForTimeout(600);
    expect(await lastAnswer(page).innerText()).toBe(stopped);
    expect(stopped).not.toContain('Limites');

    // Reload: the conversation and the selection come back from this browser's storage.
    await page.reload();
    await conversation(page).getByText('réveils précoces.').waitFor();
    await page.getByText('1 élément sélectionné').waitFor();
    expect(await turns(page).count()).toBe(5);

    // Nouvelle conversation: confirmation with the text of docs/product/specification.md §4, greeting restored, storage gone.
    await page.getByRole('button', { name: M.newConversation }).click();
    await page.getByText(M.clearConfirm).waitFor();
    await page.getByRole('button', { name: M.clearConfirmYes }).click();
    await conversation(page).getByText(M.greetings.diagnostic).waitFor();
    expect(await turns(page).count()).toBe(1);
    expect(await page.evaluate<string[]>("Object.keys(localStorage).filter((key) => key.startsWith('psyscribe.chat.'))")).toEqual([]);
    await page.reload();
    await conversation(page).getByText(M.greetings.diagnostic).waitFor();
    expect(await turns(page).count()).toBe(1);
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });

  it('catches a name and a NIR before sending, and the server receives neither after replacement', async () => {
    const { context } = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.mobile);
    const page = await newPage(context);
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/chat/')) bodies.push(request.postData() ?? '');
    });
    await page.goto(`${app.server.url}${ROUTES.chatNotes}`);
    const box = page.getByLabel(M.inputLabel);
    await box.fill('Mme Martin, NIR 1 85 05 75 123 456 73, se dit épuisée.');
    await box.press('Enter');
    const dialog = page.getByRole('dialog', { name: M.pii.title });
    await dialog.waitFor();
    await dialog.getByText(M.pii.kinds.nir).waitFor();
    await dialog.getByText(M.pii.kinds.name).waitFor();
    await expectNoAxeViolations(page, 'PII dialog at 360 px');
    await dialog.getByRole('button', { name: M.pii.replace }).click();
    await page.getByRole('button', { name: M.send }).waitFor({ timeout: 20_000 });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('[PATIENT_1]');
    expect(bodies[0]).toContain('[NIR_1]');
    expect(bodies[0]).not.toContain('Martin');
    expect(bodies[0]).not.toMatch(/1 ?85 ?05 ?75 ?123 ?456 ?73/);
    // On this device the practitioner still reads the real values.
    await conversation(page).getByText('Mme Martin, NIR 1 85 05 75 123 456 73, se dit épuisée.').waitFor();
    await context.close();
  });
});

describeE2E('chat budget with an OpenAI-compatible server', () => {
  let fake: FakeOpenAi;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    // The answer reports more input than a Basic month allows.
    fake.script = () => ({ kind: 'stream', chunks: ['Hypothèses ', 'à explorer.'], usage: { input: 2_100_000, output: 40 } });
  });
  const app = useE2EApp(() => ({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'x', AI_API_KEY: 'x' }));
  afterAll(async () => {
    await fake?.close();
  });

  it('shows "Budget épuisé" on the next send and makes no further upstream call', async () => {
    const { context } = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.desktop);
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.chatDiagnostic}`);
    expect(await page.getByText(M.demoMode).count()).toBe(0);
    const box = page.getByLabel(M.inputLabel);
    await box.fill('Première question');
    await box.press('Enter');
    await lastAnswer(page).getByText('Hypothèses à explorer.').waitFor();
    // The answer's text shows before it ends (the budget is settled first): Enter sends nothing until then, as for a
    // practitioner, so wait for the conversation to stop being busy. Under load the wait was missed and the test timed out.
    await page.locator('[role="log"][aria-busy="false"]').waitFor();
    expect(fake.requests).toHaveLength(1);

    await box.fill('Deuxième question');
    await box.press('Enter');
    const banner = page.getByRole('alert').filter({ hasText: BUDGET_MESSAGES.exhaustedTitle });
    await banner.waitFor();
    expect((await banner.innerText()).replace(/\s+/g, ' ')).toContain(BUDGET_MESSAGES.exhausted);
    await banner.getByRole('button', { name: BUDGET_MESSAGES.topUp }).waitFor();
    expect(await banner.getByRole('link', { name: BUDGET_MESSAGES.goPremium }).getAttribute('href')).toBe(ROUTES.pricing);
    // The empty assistant message is gone; the practitioner's message stays; sending is disabled.
    expect(await lastAnswer(page).innerText()).toContain('Deuxième question');
    await box.fill('Troisième');
    expect(await page.getByRole('button', { name: M.send }).isDisabled()).toBe(true);
    expect(fake.requests).toHaveLength(1);
    await expectNoAxeViolations(page, 'budget banner');

    // The account page shows the same 100 %.
    await page.goto(`${app.server.url}${ROUTES.account}`);
    await page.getByText(BUDGET_MESSAGES.usage.percentLabel).waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await page.getByText(BUDGET_MESSAGES.usage.premiumHint).waitFor();
    // Chromium logs the refused request itself (402); nothing else may reach the console.
    expect(page.consoleErrors.filter((line) => !line.includes('status of 402'))).toEqual([]);
    await context.close();
  });

  it('renders a hostile answer as text: no raw HTML, no script, no javascript: link', async () => {
    const previous = fake.script;
    fake.script = () => ({
      kind: 'stream',
      chunks: ['## Synthèse\n\n', '<img src=x onerror="window.__xss=1"> ', '<script>window.__xss=2</script> ', '[voir](javascript:window.__xss=3) ', '**fin**'],
      usage: { input: 50, output: 20 },
    });
    const { context } = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.desktop);
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.chatNotes}`);
    const box = page.getByLabel(M.inputLabel);
    await box.fill('Structure ces notes');
    await box.press('Enter');
    const answer = lastAnswer(page);
    await answer.getByText('fin').waitFor();
    expect(await answer.getByRole('heading', { name: 'Synthèse' }).count()).toBe(1);
    expect(await answer.locator('img, script, iframe, [onerror]').count()).toBe(0);
    expect(await answer.locator('a[href^="javascript:"]').count()).toBe(0);
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    fake.script = previous;
    await context.close();
  });
});
