import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/client.ts';
import { TOP_UP_PACK } from '#shared/plans.ts';
import { ERRORS } from '#shared/errors.ts';
import { deliverEvents, me, registerUser, signTestProviderEvent, subscribeWithCard, testProviderOf } from '#tests/support/billing-helpers.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { resetDatabase } from '#tests/support/test-database.ts';
import { retryDelayMs, type TestPaymentProvider } from './test-payment-provider.ts';
import { createTestProviderRepo } from './test-provider.repo.ts';

let t: TestApp;
let provider: TestPaymentProvider;
beforeAll(async () => {
  t = await buildTestApp();
  provider = testProviderOf(t);
});
afterAll(() => t.close());
beforeEach(() => resetDatabase(t.deps.database));

const purchasedTokens = async (userId: string) =>
  (await selectRows<{ i: number; o: number }>(t.deps.database.db, sql`select purchased_input_tokens as i, purchased_output_tokens as o from token_usage where user_id = ${userId}`))[0];

describe('subscription with the local test provider', () => {
  it('4242… activates the plan once the invoice is paid, with the next billing date', async () => {
    const { cookie } = await registerUser(t);
    const response = await subscribeWithCard(t, cookie, '4242 4242 4242 4242', 'premium');
    expect(response.json()).toEqual({ status: 'active' });
    const state = await me(t, cookie);
    expect(state.hasActiveSubscription).toBe(true);
    expect(state.userProfile).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'premium' });
    expect(state.subscriptionData).toMatchObject({ plan: 'premium', price: 40, status: 'active', accessEndDate: null });
    expect(new Date(state.subscriptionData.nextBillingDate).getTime()).toBeGreaterThan(t.clock.now().getTime() + 27 * 86_400_000);
  });

  it('4000 0000 0000 0002 is declined with a card error and grants nothing', async () => {
    const { cookie } = await registerUser(t);
    const response = await subscribeWithCard(t, cookie, '4000000000000002');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'CARD_DECLINED' });
    expect(response.json().message).toBe(ERRORS.CARD_DECLINED.message);
    expect((await me(t, cookie)).hasActiveSubscription).toBe(false);
  });

  it('4000 0025 0000 3155 requires confirmation: nothing before it, access after it', async () => {
    const { cookie } = await registerUser(t);
    const response = await subscribeWithCard(t, cookie, '4000002500003155');
    expect(response.json().status).toBe('requires_action');
    const clientSecret = response.json().client_secret as string;
    expect(clientSecret).toMatch(/_secret_/);
    expect((await me(t, cookie)).hasActiveSubscription).toBe(false);
    const confirm = await t.app.inject({ method: 'POST', url: '/api/test-payments/confirm', headers: { cookie }, payload: { clientSecret, outcome: 'succeed' } });
    expect(confirm.json()).toEqual({ success: true });
    await deliverEvents(t);
    expect((await me(t, cookie)).hasActiveSubscription).toBe(true);
  });

  it('a failed confirmation leaves the account without access', async () => {
    const { cookie } = await registerUser(t);
    const clientSecret = (await subscribeWithCard(t, cookie, '4000002500003155')).json().client_secret as string;
    const confirm = await t.app.inject({ method: 'POST', url: '/api/test-payments/confirm', headers: { cookie }, payload: { clientSecret, outcome: 'fail' } });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json().code).toBe('PAYMENT_CONFIRMATION_FAILED');
    expect((await me(t, cookie)).hasActiveSubscription).toBe(false);
  });

  it('cancel keeps access until the period end, then the provider ends it', async () => {
    const { cookie } = await registerUser(t);
    await subscribeWithCard(t, cookie, '4242424242424242');
    const periodEnd = (await me(t, cookie)).subscriptionData.nextBillingDate as string;
    const cancel = await t.app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie }, payload: {} });
    expect(cancel.json()).toEqual({ success: true });
    const cancelled = await me(t, cookie);
    expect(cancelled.hasActiveSubscription).toBe(true);
    expect(cancelled.subscriptionData).toMatchObject({ status: 'cancelled', accessEndDate: periodEnd, nextBillingDate: null });
    const again = await t.app.inject({ method: 'POST', url: '/api/cancel-subscription', headers: { cookie }, payload: {} });
    expect(again.json().code).toBe('NO_SUBSCRIPTION');
    await provider.advanceClock(32 * 86_400_000);
    const ended = await me(t, cookie);
    expect(ended.hasActiveSubscription).toBe(false);
    expect(ended.userProfile.subscriptionStatus).toBe('inactive');
    expect((await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15 } })).statusCode).toBe(403);
  });

  it('renews an uncancelled subscription at the period end', async () => {
    const { cookie } = await registerUser(t);
    await subscribeWithCard(t, cookie, '4242424242424242');
    const first = (await me(t, cookie)).subscriptionData.nextBillingDate as string;
    await provider.advanceClock(32 * 86_400_000);
    const renewed = await me(t, cookie);
    expect(renewed.hasActiveSubscription).toBe(true);
    expect(new Date(renewed.subscriptionData.nextBillingDate).getTime()).toBeGreaterThan(new Date(first).getTime());
  });
});

describe('forged requests', () => {
  it('refuses another user id, a wrong price id, an already active subscription, and visitors', async () => {
    const { cookie } = await registerUser(t);
    const other = await registerUser(t);
    const pm = (await t.app.inject({ method: 'POST', url: '/api/test-payments/payment-methods', headers: { cookie }, payload: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } })).json().id as string;
    const post = (payload: object, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'POST', url: '/api/create-subscription', headers, payload });
    expect((await post({ paymentMethodId: pm, priceId: 'price_test_basic', plan: 'basic', userId: other.userId })).json().code).toBe('FORBIDDEN_USER');
    expect((await post({ paymentMethodId: pm, priceId: 'price_test_basic', plan: 'premium' })).json().code).toBe('INVALID_PLAN');
    expect((await post({ paymentMethodId: pm, priceId: 'price_cheap', plan: 'basic' })).json().code).toBe('INVALID_PLAN');
    expect((await post({ paymentMethodId: pm, priceId: 'price_test_basic', plan: 'basic' }, {})).statusCode).toBe(401);
    expect((await post({ paymentMethodId: pm, priceId: 'price_test_basic', plan: 'monthly' })).json()).toEqual({ status: 'active' });
    expect((await post({ paymentMethodId: pm, priceId: 'price_test_premium', plan: 'annual' })).json().code).toBe('ALREADY_SUBSCRIBED');
    expect((await me(t, other.cookie)).hasActiveSubscription).toBe(false);
  });

  it('refuses top-up amounts or prices different from the pack', async () => {
    const { cookie } = await registerUser(t);
    await subscribeWithCard(t, cookie, '4242424242424242');
    for (const payload of [
      { inputAmount: 8_000_000, outputAmount: 800_000, price: 15 },
      { inputAmount: 800_000, outputAmount: 800_000, price: 1 },
      { inputAmount: 800_000, outputAmount: 900_000, price: 15 },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload });
      expect(response.json().code).toBe('INVALID_AMOUNT');
    }
  });

  it('refuses webhooks without a valid, fresh signature, with no effect', async () => {
    const { cookie, userId } = await registerUser(t);
    await subscribeWithCard(t, cookie, '4242424242424242');
    const session = (await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15 } })).json();
    // The provider side says paid, but the event is forged or stale: nothing may be credited.
    await t.deps.database.db.execute(sql`update test_provider_objects set data = jsonb_set(data, '{paid}', 'true') where id = ${session.sessionId}`);
    const payload = JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: { id: session.sessionId } } });
    const send = (signature?: string, body = payload) =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/test-payments', payload: body, headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) } });
    expect((await send()).json().code).toBe('INVALID_SIGNATURE');
    expect((await send(signTestProviderEvent(t, payload), payload.replace('evt_forged', 'evt_tampered'))).statusCode).toBe(400);
    const stale = Math.floor(provider.now().getTime() / 1000) - 301;
    expect((await send(signTestProviderEvent(t, payload, stale))).statusCode).toBe(400);
    expect(await purchasedTokens(userId)).toBeUndefined();
    // The same event, correctly signed, is accepted: the refusals above were the signature's doing.
    expect((await send(signTestProviderEvent(t, payload))).statusCode).toBe(200);
    expect(await purchasedTokens(userId)).toEqual({ i: 800_000, o: 800_000 });
  });
});

describe('top-up', () => {
  it('credits 800 000 + 800 000 tokens exactly once, whatever tries again', async () => {
    const { cookie, userId } = await registerUser(t);
    await subscribeWithCard(t, cookie, '4242424242424242');
    const session = await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15, userId } });
    const { sessionId, url } = session.json();
    expect(url).toBe(`/paiement-test?session=${encodeURIComponent(sessionId)}`);
    expect(await purchasedTokens(userId)).toBeUndefined();
    const complete = await t.app.inject({ method: 'POST', url: `/api/test-payments/checkout/${sessionId}/complete`, headers: { cookie }, payload: { outcome: 'pay' } });
    expect(complete.json().redirectUrl).toBe(`/account?topup=success&session_id=${encodeURIComponent(sessionId)}`);
    await deliverEvents(t);
    expect(await purchasedTokens(userId)).toEqual({ i: TOP_UP_PACK.inputTokens, o: TOP_UP_PACK.outputTokens });
    // The browser's return, a second completion and a second purchase-confirmation change nothing.
    await t.app.inject({ method: 'POST', url: '/api/billing/top-up/confirm', headers: { cookie }, payload: { sessionId } });
    expect((await t.app.inject({ method: 'POST', url: `/api/test-payments/checkout/${sessionId}/complete`, headers: { cookie }, payload: { outcome: 'pay' } })).statusCode).toBe(404);
    expect(await purchasedTokens(userId)).toEqual({ i: 800_000, o: 800_000 });
  });

  it('one event delivered 10 times in a row and 10 times in parallel has one effect', async () => {
    const { cookie, userId } = await registerUser(t);
    await subscribeWithCard(t, cookie, '4242424242424242');
    const { sessionId } = (await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15 } })).json();
    await t.deps.database.db.execute(sql`update test_provider_objects set data = jsonb_set(data, '{paid}', 'true') where id = ${sessionId}`);
    const payload = JSON.stringify({ id: 'evt_repeat', type: 'checkout.session.completed', data: { object: { id: sessionId } } });
    const deliver = () => t.app.inject({ method: 'POST', url: '/api/webhooks/test-payments', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signTestProviderEvent(t, payload) } });
    for (let i = 0; i < 10; i++) expect((await deliver()).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 10 }, deliver));
    const payload2 = payload.replace('evt_repeat', 'evt_other_id_same_session');
    await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/api/webhooks/test-payments', payload: payload2, headers: { 'content-type': 'application/json', 'stripe-signature': signTestProviderEvent(t, payload2) } })));
    expect(await purchasedTokens(userId)).toEqual({ i: 800_000, o: 800_000 });
  });

  it('a cancelled checkout credits nothing', async () => {
    const { cookie, userId } = await registerUser(t);
    await subscribeWithCard(t, cookie, '4242424242424242');
    const { sessionId } = (await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15 } })).json();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/test-payments/checkout/${sessionId}/complete`, headers: { cookie }, payload: { outcome: 'cancel' } });
    expect(cancel.json().redirectUrl).toContain('topup=cancelled');
    expect(await purchasedTokens(userId)).toBeUndefined();
  });
});

describe('account deletion', () => {
  it('cancels the subscription at the provider before deleting the account', async () => {
    const { cookie, input } = await registerUser(t);
    await subscribeWithCard(t, cookie, '4242424242424242');
    const [sub] = await selectRows<{ id: string }>(t.deps.database.db, sql`select id from test_provider_objects where kind = 'subscription'`);
    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { password: input.password } });
    expect(deleted.json()).toEqual({ success: true });
    // The provider's record goes with the account (cascade); the provider was told first.
    expect((await selectRows(t.deps.database.db, sql`select id from test_provider_objects where id = ${sub!.id}`))).toEqual([]);
  });
});

describe('event order', () => {
  it('20 random orderings of a subscription’s events end in the provider’s final state', async () => {
    // Stopped, the provider keeps its events queued; the test delivers them itself, shuffled.
    await provider.stop();
    try {
      for (let round = 0; round < 20; round++) {
        await resetDatabase(t.deps.database);
        const { cookie } = await registerUser(t);
        await subscribeWithCard(t, cookie, '4242424242424242');
        const user = await me(t, cookie);
        expect(user.hasActiveSubscription).toBe(false);
        const [sub] = await selectRows<{ id: string }>(t.deps.database.db, sql`select id from test_provider_objects where kind = 'subscription'`);
        const cancels = round % 2 === 0;
        if (cancels) await provider.cancelAtPeriodEnd(sub!.id);
        await provider.advanceClock(32 * 86_400_000);
        const truth = await provider.retrieveSubscription(sub!.id);
        expect(truth.status).toBe(cancels ? 'canceled' : 'active');
        const queued = await createTestProviderRepo(t.deps.database.db).listKind<{ payload: string }>('event');
        expect(queued.length).toBeGreaterThanOrEqual(2);
        const shuffled = [...queued].sort(() => Math.random() - 0.5);
        for (const event of shuffled) {
          const response = await t.app.inject({ method: 'POST', url: provider.webhookPath, payload: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': signTestProviderEvent(t, event.payload) } });
          expect(response.statusCode).toBe(200);
        }
        const final = await me(t, cookie);
        expect(final.userProfile.subscriptionStatus).toBe(cancels ? 'inactive' : 'active');
        expect(final.hasActiveSubscription).toBe(!cancels);
        if (!cancels) expect(final.subscriptionData.nextBillingDate).toBe(truth.currentPeriodEnd!.toISOString());
      }
    } finally {
      // The last round's events were delivered by hand: drop them rather than deliver them twice.
      await t.deps.database.db.execute(sql`delete from test_provider_objects where kind = 'event'`);
      provider.start(t.app);
    }
  });
});

describe('asynchronous event delivery', () => {
  const queuedEvents = (userId: string) =>
    selectRows<{ attempts: number }>(t.deps.database.db, sql`select (data ->> 'attempts')::int as attempts from test_provider_objects where kind = 'event' and user_id = ${userId}`);

  it('a failing handler is retried with backoff; the payment is not lost and the subscription becomes active once the handler succeeds', async () => {
    const logsBefore = t.logs.length;
    const { cookie, userId } = await registerUser(t);
    // The handler fails for real while it writes the user's subscription status (a database error), as long as this trigger exists.
    await t.deps.database.db.execute(sql.raw(`create function fail_subscription_status() returns trigger language plpgsql as $$ begin raise exception 'billing state unavailable'; end $$`));
    await t.deps.database.db.execute(
      sql.raw(`create trigger fail_subscription_status before update on users for each row when (new.subscription_status is distinct from old.subscription_status) execute function fail_subscription_status()`),
    );
    try {
      // The payment request succeeds: the handler runs afterwards, in the provider's own delivery.
      const response = await subscribeWithCard(t, cookie, '4242424242424242');
      expect(response.json()).toEqual({ status: 'active' });
      expect((await me(t, cookie)).hasActiveSubscription).toBe(false);
      const [sub] = await selectRows<{ id: string }>(t.deps.database.db, sql`select id from test_provider_objects where kind = 'subscription' and user_id = ${userId}`);
      expect((await provider.retrieveSubscription(sub!.id)).status).toBe('active');
      expect(await queuedEvents(userId)).toEqual([{ attempts: 1 }]);
      // Not due again before its backoff: another pass leaves it alone.
      await provider.deliverEvents();
      expect(await queuedEvents(userId)).toEqual([{ attempts: 1 }]);
      // Due after 1 s, fails again, then waits 2 s.
      await provider.advanceClock(retryDelayMs(1));
      expect(await queuedEvents(userId)).toEqual([{ attempts: 2 }]);
      expect((await me(t, cookie)).hasActiveSubscription).toBe(false);
    } finally {
      await t.deps.database.db.execute(sql.raw('drop trigger fail_subscription_status on users'));
      await t.deps.database.db.execute(sql.raw('drop function fail_subscription_status()'));
    }
    // The handler works again: the next retry activates the subscription and empties the queue.
    await provider.advanceClock(retryDelayMs(2));
    const state = await me(t, cookie);
    expect(state.hasActiveSubscription).toBe(true);
    expect(state.userProfile).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });
    expect(await queuedEvents(userId)).toEqual([]);
    expect(t.logs.slice(logsBefore).filter((line) => line.includes('webhook delivery failed'))).toHaveLength(2);
  });

  it('backs off 1 s, 2 s, 4 s … up to an hour', () => {
    expect([1, 2, 3, 4, 13, 40].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 3_600_000, 3_600_000]);
  });
});
