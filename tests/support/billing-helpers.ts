import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { isTestProvider, type TestPaymentProvider } from '#server/features/billing/test-payment-provider.ts';
import type { TestApp } from './test-app.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';

export const cookieOf = (response: { headers: Record<string, unknown> }) => String([response.headers['set-cookie']].flat()[0]).split(';')[0]!;

export async function registerUser(t: TestApp) {
  const input = buildRegisterInput();
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  return { input, cookie: cookieOf(response), userId: response.json().user.uid as string };
}

export async function me(t: TestApp, cookie: string) {
  return (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json();
}

export function testProviderOf(t: Pick<TestApp, 'deps'>): TestPaymentProvider {
  if (!isTestProvider(t.deps.payments)) throw new Error('expected the local test payment provider');
  return t.deps.payments;
}

/**
 * The provider delivers its events after the request, as Stripe would: route tests that look at
 * the result deliver what is due first, instead of waiting for the provider's own poll.
 */
export async function deliverEvents(t: Pick<TestApp, 'deps'>): Promise<void> {
  await testProviderOf(t).deliverEvents();
}

/** Pays with a test card through the local provider, then lets the provider deliver its events; returns the create-subscription response. */
export async function subscribeWithCard(t: TestApp, cookie: string, number: string, plan: 'basic' | 'premium' = 'basic') {
  const pm = await t.app.inject({ method: 'POST', url: '/api/test-payments/payment-methods', headers: { cookie }, payload: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
  if (pm.statusCode !== 200) return pm;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    payload: { paymentMethodId: pm.json().id, priceId: `price_test_${plan}`, plan },
  });
  await deliverEvents(t);
  return response;
}

/**
 * A `Stripe-Signature` header for a payload, as the test provider signs its events, made with
 * Stripe's own SDK from the secret derived from SESSION_SECRET: an independent check of the
 * provider's scheme (timestamp on the provider's clock, or `timestamp` to forge a stale one).
 */
export function signTestProviderEvent(t: Pick<TestApp, 'deps'>, payload: string, timestamp = Math.floor(testProviderOf(t).now().getTime() / 1000)): string {
  const secret = createHmac('sha256', t.deps.config.sessionSecret).update('test-payments-webhook').digest('hex');
  return new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
