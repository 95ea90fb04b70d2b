import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { me, registerUser } from '#tests/support/billing-helpers.ts';
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts';
import { buildTestApp, testConfig, type TestApp } from '#tests/support/test-app.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';

const STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_local',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_secret',
  STRIPE_PRICE_BASIC: 'price_basic_local',
  STRIPE_PRICE_PREMIUM: 'price_premium_local',
  STRIPE_PRICE_TOPUP: 'price_topup_local',
};

let fake: FakeStripe;
let t: TestApp;
const signer = new Stripe('sk_test_local');

beforeAll(async () => {
  fake = await startFakeStripe();
  const config = testConfig(STRIPE_ENV);
  if (config.payments.provider !== 'stripe') throw new Error('expected stripe');
  const payments = createStripePaymentProvider({ ...config.payments, host: { host: '127.0.0.1', port: fake.port, protocol: 'http' } });
  t = await buildTestApp({ env: STRIPE_ENV, deps: { payments } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.calls.length = 0;
});

const callsSummary = () => fake.calls.map((call) => `${call.method} ${call.path}`);

function webhook(event: object, { tamper = false, timestamp }: { tamper?: boolean; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET, ...(timestamp ? { timestamp } : {}) });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload: tamper ? payload.replace('"type"', '"type" ') : payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

describe('Stripe through the official SDK (local server)', () => {
  it('subscribes: customer, attach, default payment method, default_incomplete subscription → requires_action', async () => {
    const { cookie, userId } = await registerUser(t);
    const response = await t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: 'pm_card_visa', priceId: 'price_premium_local', plan: 'premium' } });
    expect(response.json()).toMatchObject({ status: 'requires_action', client_secret: expect.stringMatching(/_secret_/) });
    expect(callsSummary()).toEqual(['POST /v1/customers', 'POST /v1/payment_methods/pm_card_visa/attach', expect.stringMatching(/^POST \/v1\/customers\/cus_/), 'POST /v1/subscriptions']);
    const create = fake.calls[3]!.body;
    expect(create).toMatchObject({
      'items[0][price]': 'price_premium_local',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[userId]': userId,
      'expand[0]': 'latest_invoice.confirmation_secret',
    });
    expect(fake.calls[2]!.body['invoice_settings[default_payment_method]']).toBe('pm_card_visa');
    // No access until Stripe says the invoice is paid.
    expect((await me(t, cookie)).hasActiveSubscription).toBe(false);

    const subscription = [...fake.subscriptions.values()].at(-1)!;
    subscription.status = 'active';
    const paid = await webhook({ id: 'evt_paid_1', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice', subscription: subscription.id } } });
    expect(paid.statusCode).toBe(200);
    expect(callsSummary().at(-1)).toBe(`GET /v1/subscriptions/${String(subscription.id)}`);
    const state = await me(t, cookie);
    expect(state.hasActiveSubscription).toBe(true);
    expect(state.subscriptionData).toMatchObject({ plan: 'premium', price: 40, status: 'active', nextBillingDate: '2026-04-15T10:00:00.000Z' });

    fake.calls.length = 0;
    expect((await t.app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie }, payload: {} })).json()).toEqual({ success: true });
    expect(fake.calls).toEqual([
      { method: 'POST', path: `/v1/subscriptions/${String(subscription.id)}`, body: { cancel_at_period_end: 'true' }, idempotencyKey: `cancel-at-period-end-${String(subscription.id)}` },
    ]);
    // Shown at once, from Stripe's answer to the update (the account page reloads the state right after cancelling)…
    expect((await me(t, cookie)).subscriptionData).toMatchObject({ status: 'cancelled', accessEndDate: '2026-04-15T10:00:00.000Z' });
    // …and the event that follows changes nothing.
    await webhook({ id: 'evt_upd_1', object: 'event', type: 'customer.subscription.updated', data: { object: { id: subscription.id, object: 'subscription' } } });
    expect((await me(t, cookie)).subscriptionData).toMatchObject({ status: 'cancelled', accessEndDate: '2026-04-15T10:00:00.000Z' });
  });

  it('turns a card error into CARD_DECLINED', async () => {
    const { cookie } = await registerUser(t);
    fake.declineNextAttach = true;
    const response = await t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: 'pm_card_chargeDeclined', priceId: 'price_basic_local', plan: 'basic' } });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('CARD_DECLINED');
  });

  it('creates a Checkout session for the top-up and credits it once when paid', async () => {
    const { cookie, userId } = await registerUser(t);
    await t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: 'pm_card_visa', priceId: 'price_basic_local', plan: 'basic' } });
    const subscription = [...fake.subscriptions.values()].at(-1)!;
    subscription.status = 'active';
    await webhook({ id: `evt_paid_${userId}`, object: 'event', type: 'invoice.paid', data: { object: { id: 'in_2', subscription: subscription.id } } });
    fake.calls.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15 } });
    expect(response.json()).toMatchObject({ sessionId: expect.stringMatching(/^cs_/), url: expect.stringMatching(/^https:\/\//) });
    expect(callsSummary()).toEqual(['POST /v1/checkout/sessions']);
    expect(fake.calls[0]!.body).toMatchObject({ mode: 'payment', 'line_items[0][price]': 'price_topup_local', 'line_items[0][quantity]': '1', 'metadata[userId]': userId, client_reference_id: userId });
    expect(fake.calls[0]!.body.success_url).toContain('/account?topup=success&session_id={CHECKOUT_SESSION_ID}');
    const { sessionId } = response.json();
    const event = { id: 'evt_cs_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: sessionId, object: 'checkout.session' } } };
    await webhook(event);
    expect((await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json().billing.tokenPurchases[0].status).toBe('pending');
    fake.checkouts.get(sessionId)!.payment_status = 'paid';
    await webhook({ ...event, id: 'evt_cs_2' });
    await webhook({ ...event, id: 'evt_cs_3' });
    const purchases = (await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json().billing.tokenPurchases;
    expect(purchases).toHaveLength(1);
    expect(purchases[0].status).toBe('paid');
  });

  it('accepts events signed with the webhook secret and refuses tampered or stale ones with no effect', async () => {
    const event = { id: 'evt_sig', object: 'event', type: 'customer.created', data: { object: { id: 'cus_x' } } };
    expect((await webhook(event)).statusCode).toBe(200);
    const tampered = await webhook({ ...event, id: 'evt_sig_2' }, { tamper: true });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('INVALID_SIGNATURE');
    const stale = await webhook({ ...event, id: 'evt_sig_3' }, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
  });

  it('sends an idempotency key of ours on every write, the same one when a write is retried', async () => {
    const { cookie, userId, input } = await registerUser(t);
    fake.failNextOn = '/v1/subscriptions';
    const response = await t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: 'pm_card_visa', priceId: 'price_basic_local', plan: 'basic' } });
    expect(response.json()).toMatchObject({ status: 'requires_action' });
    const subscription = [...fake.subscriptions.values()].at(-1)!;
    subscription.status = 'active';
    await webhook({ id: `evt_paid_idem_${userId}`, object: 'event', type: 'invoice.paid', data: { object: { id: 'in_3', subscription: subscription.id } } });
    await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15 } });
    await t.app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie }, payload: {} });
    // Account deletion cancels at once (a DELETE).
    expect((await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { password: input.password } })).statusCode).toBe(200);
    const writes = fake.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/customers',
      expect.stringMatching(/^POST \/v1\/payment_methods\//),
      expect.stringMatching(/^POST \/v1\/customers\/cus_/),
      'POST /v1/subscriptions',
      'POST /v1/subscriptions',
      'POST /v1/checkout/sessions',
      expect.stringMatching(/^POST \/v1\/subscriptions\/sub_/),
      expect.stringMatching(/^DELETE \/v1\/subscriptions\/sub_/),
    ]);
    for (const call of writes) expect(call.idempotencyKey, `${call.method} ${call.path}`).toMatch(/^(subscribe|topup|cancel)-/);
    // The retried subscription creation reused its key: Stripe replays the first result instead of creating a second one.
    expect(writes[3]!.idempotencyKey).toBe(writes[4]!.idempotencyKey);
    expect(new Set(writes.map((call) => call.idempotencyKey)).size).toBe(writes.length - 1);
  });

  it('creates one customer and one subscription for 8 parallel subscribe requests of one user', async () => {
    const { cookie } = await registerUser(t);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: 'pm_card_visa', priceId: 'price_basic_local', plan: 'basic' } }),
      ),
    );
    const codes = responses.map((response) => (response.statusCode === 200 ? 'ok' : response.json<{ code: string }>().code));
    // A request that reaches the server after the first attempt ended is a new attempt (it ends the
    // first one's unpaid subscription): on PostgreSQL under load some do, so count what can bill.
    expect(codes.filter((code) => code === 'ok').length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((code) => code !== 'ok').every((code) => code === 'SUBSCRIPTION_IN_PROGRESS')).toBe(true);
    expect(fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/customers')).toHaveLength(1);
    const customer = [...fake.subscriptions.values()].at(-1)!.customer;
    const live = [...fake.subscriptions.values()].filter((subscription) => subscription.customer === customer && subscription.status !== 'canceled');
    expect(live).toHaveLength(1);
    expect(fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/subscriptions')).toHaveLength(codes.filter((code) => code === 'ok').length);
  });

  it('a new attempt after an abandoned confirmation ends the unpaid subscription first, so only one can bill', async () => {
    const { cookie } = await registerUser(t);
    const subscribe = () =>
      t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: 'pm_card_visa', priceId: 'price_basic_local', plan: 'basic' } });
    expect((await subscribe()).json()).toMatchObject({ status: 'requires_action' });
    const first = [...fake.subscriptions.values()].at(-1)!;
    expect((await subscribe()).json()).toMatchObject({ status: 'requires_action' });
    expect(first.status).toBe('canceled');
    const live = [...fake.subscriptions.values()].filter((subscription) => subscription.customer === first.customer && subscription.status !== 'canceled');
    expect(live).toHaveLength(1);
    // Paid in the meantime: a third attempt finds it and creates nothing.
    live[0]!.status = 'active';
    const before = fake.calls.filter((call) => call.path === '/v1/subscriptions').length;
    expect((await subscribe()).json().code).toBe('ALREADY_SUBSCRIBED');
    expect(fake.calls.filter((call) => call.path === '/v1/subscriptions')).toHaveLength(before);
    expect((await me(t, cookie)).hasActiveSubscription).toBe(true);
  });

  it('ends access on unpaid, incomplete_expired and canceled; past_due keeps it until the period end plus 3 days', async () => {
    // The fake's paid period ends on 2026-04-15T10:00Z; the test clock starts on 2026-03-15.
    const periodEnd = Date.parse('2026-04-15T10:00:00Z');
    const start = t.clock.now();
    try {
      for (const ending of ['unpaid', 'incomplete_expired', 'canceled'] as const) {
        const { cookie, userId } = await registerUser(t);
        await t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: 'pm_card_visa', priceId: 'price_basic_local', plan: 'basic' } });
        const subscription = [...fake.subscriptions.values()].at(-1)!;
        subscription.status = 'active';
        await webhook({ id: `evt_paid_${ending}_${userId}`, object: 'event', type: 'invoice.paid', data: { object: { id: 'in_sm', subscription: subscription.id } } });
        expect((await me(t, cookie)).hasActiveSubscription, ending).toBe(true);

        subscription.status = 'past_due';
        await webhook({ id: `evt_failed_${ending}_${userId}`, object: 'event', type: 'invoice.payment_failed', data: { object: { id: 'in_sm2', subscription: subscription.id } } });
        expect((await me(t, cookie)).hasActiveSubscription, `${ending}: past_due within the period`).toBe(true);

        subscription.status = ending;
        await webhook({ id: `evt_end_${ending}_${userId}`, object: 'event', type: 'customer.subscription.updated', data: { object: { id: subscription.id, object: 'subscription' } } });
        expect((await me(t, cookie)).hasActiveSubscription, ending).toBe(false);
        const chat = await t.app.inject({ method: 'POST', url: '/api/chat/notes', headers: { cookie }, payload: { messages: [{ role: 'user', content: 'x' }] } });
        expect(chat.json<{ code: string }>().code, ending).toBe('SUBSCRIPTION_REQUIRED');
      }

      const { cookie, userId, input } = await registerUser(t);
      await t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: 'pm_card_visa', priceId: 'price_basic_local', plan: 'basic' } });
      const subscription = [...fake.subscriptions.values()].at(-1)!;
      subscription.status = 'past_due';
      // A month later the session has expired: sign in again to ask.
      const accessAt = async (date: Date) => {
        t.clock.set(date);
        const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password } });
        return login.json<{ hasActiveSubscription: boolean }>().hasActiveSubscription;
      };
      await webhook({ id: `evt_pd_${userId}`, object: 'event', type: 'invoice.payment_failed', data: { object: { id: 'in_pd', subscription: subscription.id } } });
      expect(await accessAt(new Date(periodEnd + 2 * 24 * 3600_000)), 'two days after the period end').toBe(true);
      expect(await accessAt(new Date(periodEnd + 3 * 24 * 3600_000 + 60_000)), 'past the 3-day grace').toBe(false);
    } finally {
      t.clock.set(start);
    }
  });
});
