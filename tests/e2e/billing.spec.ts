import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTH_UI } from '#shared/messages/auth.ts';
import { BILLING_MESSAGES, CARD_FORM_MESSAGES as C, PRICING_MESSAGES as P, SUBSCRIPTION_MESSAGES as S, TOP_UP_MESSAGES as T } from '#shared/messages/billing.ts';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';
import { ROUTES } from '#shared/routes.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { createSubscriberContext, createUserContext } from './support/accounts.ts';
import { expectNoAxeViolations, newPage, VIEWPORTS } from './support/browser.ts';
import { useE2EApp } from './support/e2e-app.ts';
import { describeE2E } from './support/e2e-suite.ts';
import { fillRegistrationForm } from './support/forms.ts';

const R = AUTH_UI.register;

async function payWithCard(page: Page, number: string) {
  await page.getByLabel(C.number).fill(number);
  await page.getByLabel(C.expiry).fill('12/34');
  await page.getByLabel(C.cvc).fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();
}

describeE2E('subscriptions and payments (local test provider)', () => {
  const app = useE2EApp({ TEST_PAYMENTS_CLOCK_CONTROL: 'true' });

  it('register → step 2 → 4242 → "Paiement Réussi !" → the tools appear and the diagnostic aid opens', async () => {
    const input = buildRegisterInput();
    const context = await app.browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await newPage(context);
    await page.goto(`${app.server.url}${ROUTES.register}`);
    await fillRegistrationForm(page, input);
    await page.getByRole('button', { name: R.submit }).click();
    await page.getByRole('heading', { name: R.stepTwoTitle }).waitFor();
    await page.getByText(P.testMode).first().waitFor();
    await page.getByText('Premium · 40 €').click();
    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: P.successTitle }).waitFor();
    const nav = page.getByRole('navigation', { name: LAYOUT_MESSAGES.nav.mainLabel });
    await nav.getByRole('link', { name: LAYOUT_MESSAGES.nav.chatDiagnostic }).waitFor();
    await page.getByRole('link', { name: P.successCta }).click();
    await page.waitForURL(`${app.server.url}${ROUTES.chatDiagnostic}`);
    await page.goto(`${app.server.url}${ROUTES.account}`);
    await page.getByText('Abonnement Premium actif').waitFor();
    await context.close();
  });

  it('shows the card error for 4000 0000 0000 0002 and live field errors', async () => {
    const user = await createUserContext(app.browser, app.server.url, VIEWPORTS.mobile);
    const page = await newPage(user.context);
    await page.goto(`${app.server.url}${ROUTES.pricing}`);
    await page.getByLabel(C.number).fill('4242 4242 4242 4241');
    await page.getByText(C.numberInvalid).waitFor();
    await expectNoAxeViolations(page, '/pricing (signed in, 360 px)');
    await payWithCard(page, '4000 0000 0000 0002');
    await page.getByRole('alert').getByText(BILLING_MESSAGES.cardError).waitFor();
    expect(await page.getByRole('heading', { name: P.successTitle }).count()).toBe(0);
    await user.context.close();
  });

  it('4000 0025 0000 3155 asks for confirmation, then succeeds', async () => {
    const user = await createUserContext(app.browser, app.server.url);
    const page = await newPage(user.context);
    await page.goto(`${app.server.url}${ROUTES.pricing}`);
    await payWithCard(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('dialog', { name: C.threeDsTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: C.threeDsConfirm }).click();
    await page.getByRole('heading', { name: P.successTitle }).waitFor();
    await page.goto(`${app.server.url}${ROUTES.pricing}`);
    await page.getByRole('heading', { name: P.alreadySubscribed }).waitFor();
    await user.context.close();
  });

  it('cancel keeps access to the period end; after it, /fiches redirects to /pricing', async () => {
    const user = await createSubscriberContext(app.browser, app.server.url);
    const page = await newPage(user.context);
    await page.goto(`${app.server.url}${ROUTES.account}`);
    await page.getByRole('button', { name: S.cancel }).click();
    await page.getByRole('button', { name: S.cancelConfirm }).click();
    await page.getByText(S.cancelSuccess).waitFor();
    await page.getByText(S.cancelledTitle).waitFor();
    await page.getByText(/Vous gardez l’accès jusqu’au \d{1,2} \p{L}+ \d{4}/u).waitFor();
    expect(await page.getByRole('button', { name: S.cancel }).count()).toBe(0);
    await page.goto(`${app.server.url}${ROUTES.fiches}`);
    await page.waitForURL(`${app.server.url}${ROUTES.fiches}`);
    // The provider's clock passes the period end: it ends the subscription, the server follows.
    const advanced = await user.context.request.post('/api/test-payments/clock', { data: { days: 32 }, headers: { origin: app.server.url } });
    expect(advanced.status()).toBe(200);
    await page.goto(`${app.server.url}${ROUTES.fiches}`);
    await page.waitForURL(`${app.server.url}${ROUTES.pricing}`);
    await user.context.close();
  });

  it('tops up through the checkout page and credits the tokens once', async () => {
    const user = await createSubscriberContext(app.browser, app.server.url);
    const page = await newPage(user.context);
    await page.goto(`${app.server.url}${ROUTES.account}`);
    await page.getByRole('button', { name: S.topUpButton }).click();
    const dialog = page.getByRole('dialog', { name: T.title });
    await dialog.getByRole('button', { name: 'Payer 15 €' }).click();
    await page.waitForURL(/\/paiement-test\?session=/);
    await page.getByText(P.testMode).waitFor();
    await expectNoAxeViolations(page, '/paiement-test');
    await page.getByRole('button', { name: 'Payer 15 €' }).click();
    await page.waitForURL(`${app.server.url}${ROUTES.account}`);
    await page.getByText(S.topUpSuccess).waitFor();
    const data = (await (await user.context.request.get('/api/account/export')).json()) as { billing: { tokenPurchases: { status: string }[] } };
    expect(data.billing.tokenPurchases.map((p) => p.status)).toEqual(['paid']);
    await expectNoAxeViolations(page, '/account (subscriber)');
    await user.context.close();
  });
});
