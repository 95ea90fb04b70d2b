/**
 * One subscription per user whatever the concurrency (docs/payments.md): parallel subscribe
 * requests of one user, through the real routes and the local test provider, on PGlite and on
 * the real PostgreSQL (where concurrent statements really interleave).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { deliverEvents, me, registerUser } from '#tests/support/billing-helpers.ts';
import { serverDatabaseUrl } from '#tests/support/test-database.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { createTestProviderRepo } from './test-provider.repo.ts';

const onPostgres = serverDatabaseUrl() !== undefined;
if (!onPostgres) console.warn('\n!! subscribe concurrency on PostgreSQL SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it\n');

async function paymentMethod(t: TestApp, cookie: string, number: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/test-payments/payment-methods', headers: { cookie }, payload: { number, expMonth: 12, expYear: 2030, cvc: '123' } });
  return response.json<{ id: string }>().id;
}

const subscribe = (t: TestApp, cookie: string, paymentMethodId: string) =>
  t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId, priceId: 'price_test_basic', plan: 'basic' } });

async function liveSubscriptionsOf(t: TestApp, userId: string) {
  const all = await createTestProviderRepo(t.deps.database.db).listKind<{ userId: string; status: string }>('subscription');
  return all.filter((subscription) => subscription.userId === userId && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired');
}

for (const engine of ['pglite', 'postgres'] as const) {
  describe.skipIf(engine === 'postgres' && !onPostgres)(`parallel subscribe requests (${engine})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ database: engine });
    });
    afterAll(() => t.close());

    it('10 parallel requests with a card that pays: one subscription at the provider, the others refused', async () => {
      const { cookie, userId } = await registerUser(t);
      const method = await paymentMethod(t, cookie, '4242424242424242');
      const responses = await Promise.all(Array.from({ length: 10 }, () => subscribe(t, cookie, method)));
      const outcomes = responses.map((response) => (response.statusCode === 200 ? response.json<{ status: string }>().status : response.json<{ code: string }>().code));
      console.log(`[subscribe ${engine}] 10 parallel requests → ${outcomes.join(', ')}`);
      expect(outcomes.filter((outcome) => outcome === 'active')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome !== 'active').every((outcome) => outcome === 'SUBSCRIPTION_IN_PROGRESS' || outcome === 'ALREADY_SUBSCRIBED')).toBe(true);
      expect(await liveSubscriptionsOf(t, userId)).toHaveLength(1);
      await deliverEvents(t);
      expect((await me(t, cookie)).hasActiveSubscription).toBe(true);
      // And afterwards, sequentially: still refused.
      expect((await subscribe(t, cookie, method)).json().code).toBe('ALREADY_SUBSCRIBED');
      expect(await liveSubscriptionsOf(t, userId)).toHaveLength(1);
    });

    it('6 parallel requests with a card that asks for confirmation: at most one unpaid subscription left', async () => {
      const { cookie, userId } = await registerUser(t);
      const method = await paymentMethod(t, cookie, '4000002500003155');
      const responses = await Promise.all(Array.from({ length: 6 }, () => subscribe(t, cookie, method)));
      expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      expect(await liveSubscriptionsOf(t, userId)).toHaveLength(1);
    });

    it('frees the lock after a declined card, and a lock left by a dead process only until it expires', async () => {
      const { cookie, userId } = await registerUser(t);
      expect((await subscribe(t, cookie, await paymentMethod(t, cookie, '4000000000000002'))).json().code).toBe('CARD_DECLINED');
      // A process died mid-attempt: its lock stays until it expires (5 minutes).
      await t.deps.database.db.update(users).set({ subscribeLockUntil: new Date(t.clock.now().getTime() + 60_000) }).where(eq(users.id, userId));
      const method = await paymentMethod(t, cookie, '4242424242424242');
      expect((await subscribe(t, cookie, method)).json().code).toBe('SUBSCRIPTION_IN_PROGRESS');
      const start = t.clock.now();
      t.clock.advance(61_000);
      try {
        expect((await subscribe(t, cookie, method)).json()).toEqual({ status: 'active' });
      } finally {
        t.clock.set(start);
      }
      expect(await liveSubscriptionsOf(t, userId)).toHaveLength(1);
    });
  });
}
