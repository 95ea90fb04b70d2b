import { expect, it } from 'vitest';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';
import { PAGE_META } from '#shared/messages/pages.ts';
import { ROUTES } from '#shared/routes.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

/**
 * The pages whose accessibility this file checks: the public pages that tests/e2e/public-pages.spec.ts
 * does not already audit (home, about, FAQ, contact and the two terms pages are audited there, with
 * the horizontal-scroll check).
 */
const PUBLIC_PAGES = [ROUTES.pricing, ROUTES.login, ROUTES.register, ROUTES.forgotPassword, '/nope'];
describeE2E('app shell', () => {
  const app = useE2EApp();

  it('loads the French home page with no console error, and the spinner goes away', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await newPage(context);
    const response = await page.goto(app.server.url);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.getByRole('navigation', { name: LAYOUT_MESSAGES.nav.mainLabel }).waitFor();
    await expect.poll(() => page.getByText('Chargement...').count()).toBe(0);
    expect(await page.title()).toBe(PAGE_META.home.title);
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });

  it('leads each visitor navigation link to its page', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await newPage(context);
    await page.goto(app.server.url);
    const nav = page.getByRole('navigation', { name: LAYOUT_MESSAGES.nav.mainLabel });
    const M = LAYOUT_MESSAGES.nav;
    const expected: [string, string][] = [
      [M.pricing, ROUTES.pricing],
      [M.about, ROUTES.about],
      [M.faq, ROUTES.faq],
      [M.contact, ROUTES.contact],
      [M.login, ROUTES.login],
      [M.register, ROUTES.register],
      [M.home, ROUTES.home],
    ];
    for (const [label, path] of expected) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`${app.server.url}${path}`);
      await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    }
    // Visitors see no tools in the navigation.
    expect(await nav.getByRole('link', { name: M.chatDiagnostic }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: M.fiches }).count()).toBe(0);
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });

  it('toggles the mobile menu at 360 px', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await newPage(context);
    await page.goto(app.server.url);
    const toggle = page.getByRole('button', { name: LAYOUT_MESSAGES.nav.openMenu });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const close = page.getByRole('button', { name: LAYOUT_MESSAGES.nav.closeMenu });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: LAYOUT_MESSAGES.nav.mainLabel }).getByRole('link', { name: LAYOUT_MESSAGES.nav.faq }).click();
    await page.waitForURL(`${app.server.url}${ROUTES.faq}`);
    expect(await page.getByRole('button', { name: LAYOUT_MESSAGES.nav.openMenu }).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('shows "Page non trouvée" with HTTP 404 for an unknown path, with a link home', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await newPage(context);
    const response = await page.goto(`${app.server.url}/nope`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: LAYOUT_MESSAGES.notFound.title }).waitFor();
    await page.getByRole('link', { name: LAYOUT_MESSAGES.notFound.backHome }).click();
    await page.waitForURL(`${app.server.url}/`);
    await context.close();
  });

  it('shows the support e-mail and Metz, France in the footer', async () => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await newPage(context);
    await page.goto(app.server.url);
    const footer = page.locator('footer');
    await footer.getByText('Metz, France').waitFor();
    expect(await footer.getByRole('link', { name: 'support@psyscribe.example' }).getAttribute('href')).toBe('mailto:support@psyscribe.example');
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`passes axe-core on the pricing, sign-in and 404 pages at ${viewport.width} px, with no horizontal scroll`, async () => {
      const context = await app.browser.newContext({ viewport });
      const page = await newPage(context);
      for (const path of PUBLIC_PAGES) {
        await page.goto(`${app.server.url}${path}`);
        await page.locator('h1').first().waitFor();
        await expectNoAxeViolations(page, `${path} (${name})`);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
        expect(overflow, `horizontal overflow on ${path} at ${viewport.width} px`).toBe(0);
      }
      expect(page.consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
      await context.close();
    });
  }
});
