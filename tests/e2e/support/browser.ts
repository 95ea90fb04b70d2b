/**
 * Debian's Chromium driven by playwright-core (no browser download). Without Chromium the
 * e2e suite skips with a loud notice — unless CI or REQUIRE_E2E is set, then it fails.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const E2E_REQUIRED = Boolean(process.env.CI || process.env.REQUIRE_E2E);
export const chromiumAvailable = existsSync(CHROMIUM_PATH);

/** Playwright's launch() gives each browser a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const VIEWPORTS = { mobile: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * Waits until React has hydrated a prerendered public page (docs/performance.md): before that, the page is HTML only and
 * a click on a filter or a button does nothing. The header's menu toggle becomes a button once hydrated
 * (client/app/layout/site-header.tsx), at every width.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`header button[aria-label="${LAYOUT_MESSAGES.nav.openMenu}"]`).waitFor({ state: 'attached' });
}

/** A page that records console errors and failed requests, so tests can insist there are none. */
export async function newPage(context: BrowserContext): Promise<Page & { consoleErrors: string[] }> {
  const page = (await context.newPage()) as Page & { consoleErrors: string[] };
  page.consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => page.consoleErrors.push(error.message));
  return page;
}

/** Fails with the list of axe-core violations (WCAG 2.1 A/AA and best practices). */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Colours sampled mid-transition (a chip turning active) are not what the user reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
