import { afterAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { FICHES } from '#shared/fiches.ts';
import { ficheDownloadUrl } from '#shared/fiches.schemas.ts';
import { ERRORS } from '#shared/errors.ts';
import { PAGE_META } from '#shared/messages/pages.ts';
import { CONTACT_MESSAGES } from '#shared/messages/pages-content/contact.ts';
import { FAQ_CATEGORY_META, FAQ_MESSAGES } from '#shared/messages/pages-content/faq.ts';
import { ROUTES } from '#shared/routes.ts';
import { createUserContext } from './support/accounts.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS, waitForHydration } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

const PAGES = [
  { path: ROUTES.home, key: 'home' },
  { path: ROUTES.about, key: 'about' },
  { path: ROUTES.faq, key: 'faq' },
  { path: ROUTES.contact, key: 'contact' },
  { path: ROUTES.cgv, key: 'cgv' },
  { path: ROUTES.cgu, key: 'cgu' },
] as const;

/**
 * How the mailto link is captured: the contact page hands it to the mail client by clicking a
 * temporary <a href="mailto:…">. A capturing click listener installed before any page script
 * records that exact href and cancels the default action, so headless Chromium does not try to
 * launch an external mail program. This observes the real DOM event the page produces; stubbing
 * `location.assign` is impossible (Location members are unforgeable) and mailto navigations never
 * reach Playwright's request events.
 */
/** Runs in the page before its own scripts (a string: this project's Node tsconfig has no DOM types). */
const CAPTURE_MAILTO_SCRIPT = `
  window.__mailto = [];
  document.addEventListener('click', (event) => {
    const link = event.target;
    if (link instanceof HTMLAnchorElement && link.href.startsWith('mailto:')) {
      window.__mailto.push(link.href);
      event.preventDefault();
    }
  }, true);
`;

async function captureMailto(page: Page): Promise<void> {
  await page.addInitScript({ content: CAPTURE_MAILTO_SCRIPT });
}

const capturedMailto = (page: Page) => page.evaluate<string[]>('window.__mailto');

describeE2E('public pages', () => {
  const app = useE2EApp();
  const contexts: BrowserContext[] = [];

  async function open(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
    const context = await app.browser.newContext({ viewport });
    contexts.push(context);
    const page = await newPage(context);
    await page.goto(`${app.server.url}${path}`);
    await page.locator('h1').first().waitFor();
    // A click before hydration would be lost (the CI run of 2026-11-25 on a loaded machine clicked a FAQ chip too soon).
    await waitForHydration(page);
    return page;
  }

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
  });

  it('gives every public page one h1, its French <title> and no console error', async () => {
    const page = await open(ROUTES.home);
    for (const { path, key } of PAGES) {
      await page.goto(`${app.server.url}${path}`);
      await page.locator('h1').first().waitFor();
      expect(await page.locator('h1').count(), path).toBe(1);
      expect(await page.title()).toBe(key === 'home' ? PAGE_META.home.title : `${PAGE_META[key].title} · PsyScribe`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(PAGE_META[key].description);
    }
    expect(page.consoleErrors).toEqual([]);
  });

  it('FAQ: searches answers, filters by chip with the right counts, one answer open at a time', async () => {
    const page = await open(ROUTES.faq);
    const questions = page.locator('main button[aria-expanded]');
    const chips = page.getByRole('group', { name: FAQ_MESSAGES.filterLabel });
    const chip = (label: string) => chips.getByRole('button', { name: new RegExp(`^${label} \\d+$`) });
    expect(await questions.count()).toBe(10);

    // Counts of the six categories and of "Toutes".
    const expected: [string, number][] = [
      [FAQ_MESSAGES.all, 10],
      [FAQ_CATEGORY_META.general.label, 2],
      [FAQ_CATEGORY_META.fonctionnalites.label, 2],
      [FAQ_CATEGORY_META.securite.label, 2],
      [FAQ_CATEGORY_META.paiement.label, 2],
      [FAQ_CATEGORY_META.technique.label, 1],
      [FAQ_CATEGORY_META.support.label, 1],
    ];
    for (const [label, count] of expected) expect(await chip(label).innerText()).toMatch(new RegExp(`${count}$`));

    await chip(FAQ_CATEGORY_META.paiement.label).click();
    expect(await chip(FAQ_CATEGORY_META.paiement.label).getAttribute('aria-pressed')).toBe('true');
    expect(await questions.allInnerTexts()).toEqual(['Combien coûte l’abonnement\u202F?', 'Puis-je résilier mon abonnement à tout moment\u202F?']);
    await chip(FAQ_MESSAGES.all).click();

    // "LibreOffice" appears in one answer only, in no question.
    const search = page.getByRole('searchbox', { name: FAQ_MESSAGES.searchLabel });
    await search.fill('LibreOffice');
    expect(await questions.allInnerTexts()).toEqual(['Comment récupérer un texte dans mon traitement de texte\u202F?']);
    expect(await chip(FAQ_MESSAGES.all).innerText()).toMatch(/1$/);
    expect(await chip(FAQ_CATEGORY_META.fonctionnalites.label).innerText()).toMatch(/1$/);

    await search.fill('xylophone quantique');
    await page.getByRole('heading', { name: 'Aucun résultat trouvé' }).waitFor();
    expect(await questions.count()).toBe(0);
    await search.fill('');
    expect(await questions.count()).toBe(10);

    // Accordion: one open at a time, keyboard operable.
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    expect(await firstPanel.isVisible()).toBe(true);
    await second.focus();
    await page.keyboard.press('Enter');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await firstPanel.isVisible()).toBe(false);
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(1);
    await expectNoAxeViolations(page, '/faq with an answer open');
    expect(page.consoleErrors).toEqual([]);
  });

  it('Contact: refuses an incomplete form, then opens the exact mailto link and clears the form', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    contexts.push(context);
    const page = await newPage(context);
    await captureMailto(page);
    await page.goto(`${app.server.url}${ROUTES.contact}`);
    const send = page.getByRole('button', { name: CONTACT_MESSAGES.send });

    await page.getByLabel(CONTACT_MESSAGES.name, { exact: true }).fill('Claire Martin');
    await send.click();
    expect(await page.getByRole('alert').innerText()).toBe('Veuillez remplir tous les champs obligatoires');
    await expectNoAxeViolations(page, '/contact with the validation message');
    expect(await capturedMailto(page)).toEqual([]);

    await page.getByLabel(CONTACT_MESSAGES.email, { exact: true }).fill('claire.martin@cabinet.fr');
    await page.getByLabel(CONTACT_MESSAGES.subject, { exact: true }).selectOption('Demande de démonstration');
    await page.getByLabel(CONTACT_MESSAGES.message, { exact: true }).fill('Bonjour,\nTarifs & démo ?');
    await send.click();

    expect(await capturedMailto(page)).toEqual([
      'mailto:support@psyscribe.example' +
        '?subject=%5BPsyScribe%5D%20Demande%20de%20d%C3%A9monstration' +
        '&body=Nom%C2%A0%3A%20Claire%20Martin' +
        '%0D%0AE-mail%C2%A0%3A%20claire.martin%40cabinet.fr' +
        '%0D%0ASujet%C2%A0%3A%20Demande%20de%20d%C3%A9monstration' +
        '%0D%0A%0D%0AMessage%C2%A0%3A' +
        '%0D%0ABonjour%2C%0D%0ATarifs%20%26%20d%C3%A9mo%20%3F',
    ]);
    const status = page.getByRole('status').filter({ hasText: 'Message envoyé avec succès !' });
    await status.waitFor();
    expect(await status.innerText()).toContain("Votre client de messagerie s'est ouvert. Nous vous répondrons rapidement.");
    expect(await page.getByRole('alert').count()).toBe(0);
    // Cleared about 1 s later.
    await expect.poll(() => page.getByLabel(CONTACT_MESSAGES.message, { exact: true }).inputValue(), { timeout: 3000 }).toBe('');
    expect(await page.getByLabel(CONTACT_MESSAGES.name, { exact: true }).inputValue()).toBe('');
    expect(page.consoleErrors).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`passes axe-core on every public page at ${viewport.width} px, with no horizontal scroll`, async () => {
      const page = await open(ROUTES.home, viewport);
      for (const { path } of PAGES) {
        await page.goto(`${app.server.url}${path}`);
        await page.locator('h1').first().waitFor();
        await expectNoAxeViolations(page, `${path} (${name})`);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow, `horizontal overflow on ${path} at ${viewport.width} px`).toBe(0);
      }
      expect(page.consoleErrors).toEqual([]);
    });
  }

  it('refuses the fiches PDFs to a visitor (401) and to a user without subscription (403)', async () => {
    const [fiche] = FICHES;
    const url = `${app.server.url}${ficheDownloadUrl(fiche!.id)}`;

    const visitor = await open(ROUTES.home);
    const direct = await visitor.goto(url);
    expect(direct?.status()).toBe(401);
    expect(await direct?.json()).toEqual({ code: 'AUTH_REQUIRED', message: ERRORS.AUTH_REQUIRED.message });

    const { context } = await createUserContext(app.browser, app.server.url);
    contexts.push(context);
    const response = await context.request.get(url);
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
  });
});
