/**
 * Two-factor sign-in in a real browser (docs/security/two-factor.md): enable it from the account
 * page, sign out, sign in with a code computed from the key shown, then with a recovery code,
 * which then no longer works. axe-core at 360 and 1280 px on every new screen.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { ACCOUNT_MESSAGES } from '#shared/messages/account.ts';
import { AUTH_MESSAGES, AUTH_UI } from '#shared/messages/auth.ts';
import { ROUTES } from '#shared/routes.ts';
import { createUserContext } from './support/accounts.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';

const M = ACCOUNT_MESSAGES.twoFactor;
const L = AUTH_UI.login;

describeE2E('two-factor sign-in', () => {
  const app = useE2EApp();

  async function signOut(page: Page) {
    const response = await page.context().request.post('/api/auth/logout', { headers: { origin: app.server.url } });
    expect(response.status()).toBe(200);
  }

  async function signInFirstStep(page: Page, email: string, password: string) {
    await page.goto(`${app.server.url}${ROUTES.login}`);
    await page.getByLabel(L.email).fill(email);
    await page.getByLabel(L.password).fill(password);
    await page.getByRole('button', { name: L.submit }).click();
    await page.getByRole('heading', { name: L.twoFactorTitle }).waitFor();
  }

  async function secondStep(page: Page, code: string) {
    await page.getByLabel(L.twoFactorCode).fill(code);
    await page.getByRole('button', { name: L.twoFactorSubmit, exact: true }).click();
  }

  it.each([
    ['360 px', VIEWPORTS.mobile],
    ['1280 px', VIEWPORTS.desktop],
  ])('enables two-factor, then signs in with a code and with a single-use recovery code (%s)', async (label, viewport) => {
    const user = await createUserContext(app.browser, app.server.url, viewport);
    const { email, password } = user.input;
    // Another device signed in before: "Déconnecter les autres appareils" must sign it out.
    const other = await app.browser.newContext({ baseURL: app.server.url });
    expect((await other.request.post('/api/auth/login', { data: { email, password }, headers: { origin: app.server.url } })).status()).toBe(200);

    const page = await newPage(user.context);
    await page.goto(`${app.server.url}${ROUTES.account}`);
    const block = page.getByRole('region', { name: M.title });
    await block.getByText(M.offBadge, { exact: true }).waitFor();
    await expectNoAxeViolations(page, `account page, two-factor off (${label})`);
    await block.getByRole('button', { name: M.enable }).click();
    await block.getByLabel(M.password).fill(password);
    await block.getByRole('button', { name: M.continue }).click();
    await block.getByRole('img', { name: M.qrAlt }).waitFor();
    const secret = (await block.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page, `two-factor QR code (${label})`);
    await block.getByLabel(M.code).fill(await generate({ secret }));
    await block.getByRole('button', { name: M.confirm, exact: true }).click();
    const list = block.getByRole('list', { name: M.recoveryTitle });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(recoveryCodes).toHaveLength(10);
    await expectNoAxeViolations(page, `recovery codes (${label})`);
    await block.getByRole('button', { name: ACCOUNT_MESSAGES.sessions.revokeOthers }).click();
    await block.getByText(ACCOUNT_MESSAGES.sessions.revokedOthers).waitFor();
    expect(((await (await other.request.get('/api/auth/me')).json()) as { user: unknown }).user).toBeNull();
    await block.getByRole('button', { name: M.done }).click();
    await block.getByText(M.onBadge, { exact: true }).waitFor();

    // Sign out, then sign in with a code from the app (the next period's: the current one was just used).
    await signOut(page);
    await signInFirstStep(page, email, password);
    await expectNoAxeViolations(page, `sign-in code step (${label})`);
    await secondStep(page, await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.waitForURL(`${app.server.url}/`);
    expect(((await (await page.context().request.get('/api/auth/me')).json()) as { user: { email: string } }).user.email).toBe(email);

    // Then with a recovery code, which works once only.
    await signOut(page);
    await signInFirstStep(page, email, password);
    await secondStep(page, recoveryCodes[0]!);
    await page.waitForURL(`${app.server.url}/`);
    await signOut(page);
    await signInFirstStep(page, email, password);
    await secondStep(page, recoveryCodes[0]!);
    await page.getByRole('alert').getByText(AUTH_MESSAGES.invalidTwoFactorCode).waitFor();
    await expectNoAxeViolations(page, `sign-in code step with an error (${label})`);
    expect(((await (await page.context().request.get('/api/auth/me')).json()) as { user: unknown }).user).toBeNull();

    expect(page.consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
    await other.close();
    await user.context.close();
  });
});
