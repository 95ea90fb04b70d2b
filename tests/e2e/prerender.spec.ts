/**
 * Public pages arrive as HTML with their French content before any JavaScript runs
 * (scripts/prerender.mjs, docs/performance.md), then React hydrates them without an error
 * and without moving anything.
 */
import { expect, it } from 'vitest';
import { PRICING_MESSAGES } from '#shared/messages/billing.ts';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';
import { PAGE_META } from '#shared/messages/pages.ts';
import { CONTACT_MESSAGES } from '#shared/messages/pages-content/contact.ts';
import { FAQ_MESSAGES } from '#shared/messages/pages-content/faq.ts';
import { HOME_MESSAGES } from '#shared/messages/pages-content/home.ts';
import { ROUTES } from '#shared/routes.ts';
import { newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

const PRERENDERED = [
  { path: ROUTES.home, key: 'home', heading: HOME_MESSAGES.hero.title },
  { path: ROUTES.pricing, key: 'pricing', heading: PRICING_MESSAGES.title },
  { path: ROUTES.faq, key: 'faq', heading: FAQ_MESSAGES.title },
] as const;

/** The HTML text of an element's content, entities decoded the way the page's text is written. */
function decode(html: string): string {
  return html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&nbsp;/g, '\u00a0');
}

describeE2E('prerendered public pages', () => {
  const app = useE2EApp();

  it.each(PRERENDERED)('$path answers HTML holding its French heading, title and description, no script needed', async ({ path, key, heading }) => {
    const response = await fetch(app.server.url + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = decode(await response.text());
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(h1).toBe(heading);
    expect(html).toContain(`<title>${decode(PAGE_META[key].title)}`);
    expect(html).toContain(`<meta name="description" content="${PAGE_META[key].description}"`);
    // The navigation is there too, and no inline script (the CSP forbids them).
    expect(html).toContain(LAYOUT_MESSAGES.nav.mainLabel);
    expect(html).not.toMatch(/<script>/);
  });

  it('paints before fetching the application: the HTML loads only the start-up script and the stylesheet, and lists the page chunks for later', async () => {
    const html = await (await fetch(app.server.url + ROUTES.home)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script\b/g)).toHaveLength(1);
    expect(head).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
    // client/boot.ts adds these as modulepreload links after the first paint.
    expect(head).not.toMatch(/<link rel="modulepreload"[^>]*home-page-/);
    expect(head).toMatch(/<meta name="page-modules" content="\/assets\/home-page-[^" ]+\.js[^"]*">/);
  });

  it('leads the menu to the footer links before its JavaScript runs (a button once hydrated)', async () => {
    const html = decode(await (await fetch(app.server.url + ROUTES.home)).text());
    expect(html).toMatch(new RegExp(`<a href="#liens-du-site"[^>]*aria-label="${LAYOUT_MESSAGES.nav.openMenu}"`));
    expect(html).toMatch(/<nav id="liens-du-site"/);
  });

  it('keeps the contact form inert until its JavaScript runs (a native submission would put the message in the address), then usable', async () => {
    const html = await (await fetch(app.server.url + ROUTES.contact)).text();
    expect(html).toMatch(/<form[^>]*>\s*<fieldset disabled=""/);
    const context = await app.browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await newPage(context);
    await page.goto(app.server.url + ROUTES.contact);
    const name = page.getByLabel(CONTACT_MESSAGES.name, { exact: true });
    await expect.poll(() => name.isEnabled()).toBe(true);
    await name.fill('Claire Martin');
    expect(await name.inputValue()).toBe('Claire Martin');
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });

  it('still answers an unknown path with 404 and "Page non trouvée"', async () => {
    const response = await fetch(`${app.server.url}/nope`);
    expect(response.status).toBe(404);
    expect(decode(await response.text())).toContain(LAYOUT_MESSAGES.notFound.title);
  });

  it('serves hashed assets for a year, immutable', async () => {
    const html = await (await fetch(app.server.url + ROUTES.home)).text();
    const asset = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(app.server.url + asset);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(PRERENDERED)('$path hydrates without a console error, a CSP violation or a layout shift', async ({ path, heading }) => {
    const context = await app.browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await newPage(context);
    await page.addInitScript(`
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(event.violatedDirective + ' ' + event.blockedURI));
      window.__shifts = 0;
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value; })
        .observe({ type: 'layout-shift', buffered: true });
    `);
    await page.goto(app.server.url + path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // Hydrated: the visitor's account links have appeared in place of their reserved space.
    await page.getByRole('button', { name: LAYOUT_MESSAGES.nav.openMenu }).click();
    await page.getByRole('link', { name: LAYOUT_MESSAGES.nav.login }).first().waitFor();
    expect(await page.evaluate('window.__shifts')).toBe(0);
    expect(await page.evaluate('window.__violations')).toEqual([]);
    expect(page.consoleErrors).toEqual([]);
    await context.close();
  });
});
