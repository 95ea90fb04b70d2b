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

/** Pays with a test card through the local provider; returns the create-subscription response. */
export async function subscribeWithCard(t: TestApp, cookie: string, number: string, plan: 'basic' | 'premium' = 'basic') {
  const pm = await t.app.inject({ method: 'POST', url: '/api/test-payments/payment-methods', headers: { cookie }, payload: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
  if (pm.statusCode !== 200) return pm;
  return t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: { cookie },
    payload: { paymentMethodId: pm.json().id, priceId: `price_test_${plan}`, plan },
  });
}
