import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { FICHES } from '#shared/fiches.ts';
import { ficheDownloadUrl, toFicheSummary } from '#shared/fiches.schemas.ts';
import { FICHES_MESSAGES as M } from '#shared/messages/fiches.ts';
import { ROUTES } from '#shared/routes.ts';
import { createSubscriberContext } from './support/accounts.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

describeE2E('fiches (subscriber)', () => {
  let context: BrowserContext;
  const app = useE2EApp();
  beforeAll(async () => {
    ({ context } = await createSubscriberContext(app.browser, app.server.url, VIEWPORTS.desktop));
  });
  afterAll(async () => {
    await context?.close();
  });

  async function openFiches() {
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.fiches}`);
    await page.getByRole('heading', { level: 1, name: M.title }).waitFor();
    await page.getByRole('button', { name: new RegExp(M.open) }).first().waitFor();
    return page;
  }

  it('lists the five fiches and filters them by category, with no axe violation at 360 and 1280 px', async () => {
    const page = await openFiches();
    const titles = () => page.locator('main li h2').allInnerTexts();
    const chip = (label: string) => page.getByRole('group', { name: M.filterLabel }).getByRole('button', { name: label, exact: true });
    expect(await titles()).toEqual(FICHES.map((fiche) => fiche.title));
    await expectNoAxeViolations(page, '/fiches (desktop)');

    await chip('Outils').click();
    expect(await titles()).toEqual(['Grille ABC', 'Grille SECCA', 'Grille SORC']);
    await chip('Théorie').click();
    expect(await titles()).toEqual(['Comprendre l’anxiété']);
    await chip('Exercices').click();
    expect(await titles()).toEqual(['Exercices d’ancrage']);
    await chip('Tous').click();
    expect(await titles()).toHaveLength(5);

    await page.setViewportSize(VIEWPORTS.mobile);
    await expectNoAxeViolations(page, '/fiches (mobile)');
    expect(page.consoleErrors).toEqual([]);
    await page.close();
  });

  it('says "Aucune fiche dans cette catégorie" when a category has no fiche', async () => {
    // Every category has fiches today: the page is given a catalogue without exercises
    // (its own API response, intercepted in the browser) to show the empty state.
    const page = await newPage(context);
    const catalogue = { fiches: FICHES.filter((fiche) => fiche.category !== 'exercices').map(toFicheSummary) };
    await page.route('**/api/fiches', (route) => route.fulfill({ json: catalogue }));
    await page.goto(`${app.server.url}${ROUTES.fiches}`);
    await page.getByRole('button', { name: new RegExp(M.open) }).first().waitFor();
    await page.getByRole('group', { name: M.filterLabel }).getByRole('button', { name: 'Exercices', exact: true }).click();
    await page.getByText(M.empty, { exact: true }).waitFor();
    expect(await page.locator('main li h2').count()).toBe(0);
    await expectNoAxeViolations(page, '/fiches empty category');
    await page.close();
  });

  // The 0.5 s delay and the 3 s note are asserted exactly with fake timers in fiches-page.test.tsx;
  // here, in a real browser on a machine that may be loaded, only the order of what the user sees
  // (no wall-clock bounds: they failed on a busy CI machine).
  it('shows "Ouverture...", opens the PDF in a new tab, then shows the success note until it goes away', async () => {
    const page = await openFiches();
    const card = page.locator('main li').filter({ has: page.getByRole('heading', { name: 'Grille SECCA' }) });
    const button = card.getByRole('button');
    const popup = context.waitForEvent('page');

    // "Ouverture..." lasts as long as the tab takes to open, which may be less than a read after the click takes on a
    // loaded machine: the page records every label the button shows, and the test reads that record.
    // (A string run in the page: the tests' TypeScript has no DOM types.)
    await page.evaluate(`(() => {
      const button = [...document.querySelectorAll('main li')].find((item) => item.textContent.includes('Grille SECCA')).querySelector('button');
      window.buttonLabels = [];
      new MutationObserver(() => window.buttonLabels.push(button.innerText)).observe(button, { childList: true, subtree: true, characterData: true });
    })()`);
    await button.click();
    await expect.poll(() => page.evaluate<string[]>('window.buttonLabels')).toContain(M.opening);
    // The note shows as soon as the tab is opened. It is looked for before the tab is awaited:
    // Playwright hands over the tab once its document has arrived, that is once the server has
    // rendered the PDF (the first request for a fiche renders it), and the note may be gone by then.
    const note = card.getByText(M.opened, { exact: true });
    await note.waitFor();
    expect(await button.innerText()).toBe(M.open);
    const tab = await popup;
    expect(tab.url()).toBe(`${app.server.url}${ficheDownloadUrl('grille-secca')}`);
    // The new tab has no handle on the page that opened it.
    expect(await tab.evaluate<boolean>('window.opener === null')).toBe(true);
    await note.waitFor({ state: 'detached', timeout: 8000 });

    // What the tab loaded: the PDF itself, for this subscriber.
    const response = await context.request.get(tab.url());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(page.consoleErrors).toEqual([]);
    await tab.close();
    await page.close();
  });
});
