/** Accounts for browser tests, created through the public API like a user would. */
import type { Browser, BrowserContext } from 'playwright-core';
import type { RegisterInput } from '#shared/auth.schemas.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { VIEWPORTS } from './browser.ts';

export interface E2EUser {
  input: RegisterInput;
  context: BrowserContext;
}

/** A signed-in browser context for a fresh account (no subscription). */
export async function createUserContext(
  browser: Browser,
  serverUrl: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  overrides: Partial<RegisterInput> = {},
): Promise<E2EUser> {
  const context = await browser.newContext({ viewport, baseURL: serverUrl });
  const input = buildRegisterInput(overrides);
  const response = await context.request.post('/api/auth/register', { data: input, headers: { origin: serverUrl } });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  return { input, context };
}

/** A signed-in browser context for a fresh account with an active subscription (local test provider, card 4242). */
export async function createSubscriberContext(
  browser: Browser,
  serverUrl: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: { plan?: 'basic' | 'premium' } & Partial<RegisterInput> = {},
): Promise<E2EUser> {
  const { plan = 'basic', ...overrides } = options;
  const user = await createUserContext(browser, serverUrl, viewport, overrides);
  const headers = { origin: serverUrl };
  const method = await user.context.request.post('/api/test-payments/payment-methods', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    headers,
  });
  const { id } = (await method.json()) as { id: string };
  const subscription = await user.context.request.post('/api/create-subscription', { data: { paymentMethodId: id, priceId: `price_test_${plan}`, plan }, headers });
  if (subscription.status() !== 200) throw new Error(`subscription failed: ${subscription.status()} ${await subscription.text()}`);
  // The provider delivers the payment's event after the request, as Stripe would: wait for it, as the client does.
  for (let attempt = 0; attempt < 200; attempt++) {
    const me = (await (await user.context.request.get('/api/auth/me')).json()) as { hasActiveSubscription: boolean };
    if (me.hasActiveSubscription) return user;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the subscription was not activated by the provider\'s event');
}
