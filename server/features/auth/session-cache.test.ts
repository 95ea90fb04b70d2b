/**
 * The session cache (server/features/auth/session-cache.ts) on one instance: what this instance
 * writes is seen by its next request at once; what is written behind its back (another instance,
 * the admin CLI) is seen once the cache's lifetime has passed. The cache's clock is frozen here,
 * so "at once" cannot be an accident of timing: without the invalidation, these tests fail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { SESSION_CACHE_TTL_MS } from '#server/features/auth/auth.service.ts';
import { cookieOf, deliverEvents, me, registerUser } from '#tests/support/billing-helpers.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';

describe('session cache, one instance', () => {
  let t: TestApp;
  let monotonic = 1_000_000;

  beforeAll(async () => {
    t = await buildTestApp({ deps: { monotonicNow: () => monotonic } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = async (email: string, password: string) =>
    cookieOf(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, rememberMe: false } }));

  it('serves a session from memory until its lifetime passes: a change made behind its back shows after ≤ the TTL', async () => {
    const { cookie, userId } = await registerUser(t);
    expect((await me(t, cookie)).user?.uid).toBe(userId);
    // Another instance (here: the database directly) ends the session and grants a subscription.
    await t.deps.database.db.update(users).set({ subscriptionStatus: 'active', subscriptionPlan: 'basic' }).where(eq(users.id, userId));
    expect((await me(t, cookie)).hasActiveSubscription).toBe(false);
    monotonic += SESSION_CACHE_TTL_MS + 1;
    expect((await me(t, cookie)).hasActiveSubscription).toBe(true);
    await t.deps.database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect((await me(t, cookie)).user?.uid).toBe(userId);
    monotonic += SESSION_CACHE_TTL_MS + 1;
    expect((await me(t, cookie)).user).toBeNull();
  });

  it('a session served from memory still records "last used" once a minute (the idle timeout depends on it)', async () => {
    const { cookie, userId } = await registerUser(t);
    expect((await me(t, cookie)).user?.uid).toBe(userId);
    const lastUsed = async () => (await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]?.lastUsedAt.getTime();
    const before = await lastUsed();
    // Still in the cache (its own clock is frozen), but a minute and more later on the app's clock.
    t.clock.advance(61_000);
    expect((await me(t, cookie)).user?.uid).toBe(userId);
    expect(await lastUsed()).toBe(t.clock.now().getTime());
    expect(await lastUsed()).not.toBe(before);
  });

  it('logout takes effect at once on the instance that did it', async () => {
    const { cookie } = await registerUser(t);
    expect((await me(t, cookie)).user).not.toBeNull();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await me(t, cookie)).user).toBeNull();
  });

  it('"log out my other sessions" ends the other sessions at once', async () => {
    const { cookie, input } = await registerUser(t);
    const other = await login(input.email, input.password);
    expect((await me(t, other)).user).not.toBeNull();
    await t.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', headers: { cookie } });
    expect((await me(t, other)).user).toBeNull();
    expect((await me(t, cookie)).user).not.toBeNull();
  });

  it('account deletion ends every session of the account at once', async () => {
    const { cookie, input } = await registerUser(t);
    const other = await login(input.email, input.password);
    expect((await me(t, other)).user).not.toBeNull();
    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { password: input.password } });
    expect(deleted.statusCode).toBe(200);
    expect((await me(t, other)).user).toBeNull();
  });

  it('a subscription paid through this instance shows at once', async () => {
    const { cookie } = await registerUser(t);
    expect((await me(t, cookie)).hasActiveSubscription).toBe(false);
    const method = await t.app.inject({ method: 'POST', url: '/api/test-payments/payment-methods', headers: { cookie }, payload: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } });
    const paid = await t.app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId: method.json<{ id: string }>().id, priceId: 'price_test_basic', plan: 'basic' } });
    expect(paid.json()).toEqual({ status: 'active' });
    // The provider's event reaches the webhook after the answer (docs/payments.md), as Stripe's does.
    await deliverEvents(t);
    expect((await me(t, cookie)).hasActiveSubscription).toBe(true);
  });
});
