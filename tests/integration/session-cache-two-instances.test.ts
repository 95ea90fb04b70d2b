/**
 * Two instances on one PostgreSQL, each with its own session cache
 * (server/features/auth/session-cache.ts): a logout, a revocation or a cancelled subscription done
 * through instance A takes effect on instance B within the cache's lifetime (≤ 1 s). No duration is
 * asserted: B is polled until it agrees, a bounded number of times.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { SESSION_CACHE_TTL_MS } from '#server/features/auth/auth.service.ts';
import { me, registerUser } from '#tests/support/billing-helpers.ts';
import { serverDatabaseUrl } from '#tests/support/test-database.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';

const onPostgres = serverDatabaseUrl() !== undefined;
if (!onPostgres) console.warn('\n!! session-cache two-instance test SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on PostgreSQL\n');

/** Asks until `check` holds, pausing a tenth of the cache's lifetime between tries; at most 200 tries. */
async function eventually(check: () => Promise<boolean>): Promise<number> {
  for (let attempt = 1; attempt <= 200; attempt += 1) {
    if (await check()) return attempt;
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_TTL_MS / 10));
  }
  throw new Error('instance B never saw the change');
}

describe.skipIf(!onPostgres)('session cache, two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await buildTestApp({ database: 'postgres' });
    const url = (a.deps.database as { url?: string }).url;
    if (!url) throw new Error('expected a PostgreSQL database');
    b = await buildTestApp({ database: { url } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('B, which has the session cached, sees a logout done through A', async () => {
    const { cookie, userId } = await registerUser(a);
    expect((await me(b, cookie)).user?.uid).toBe(userId);
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    // A knows at once; B learns it from the database when its entry expires.
    expect((await me(a, cookie)).user).toBeNull();
    await eventually(async () => (await me(b, cookie)).user === null);
    expect((await me(b, cookie)).user).toBeNull();
  });

  it('B sees a subscription cancelled elsewhere (here: by the operator, straight in the database)', async () => {
    const { cookie, userId } = await registerUser(a);
    await a.deps.database.db.update(users).set({ subscriptionStatus: 'active', subscriptionPlan: 'premium' }).where(eq(users.id, userId));
    await eventually(async () => (await me(b, cookie)).hasActiveSubscription === true);
    await a.deps.database.db.update(users).set({ subscriptionStatus: 'inactive', subscriptionPlan: null }).where(eq(users.id, userId));
    await eventually(async () => (await me(b, cookie)).hasActiveSubscription === false);
    expect((await me(b, cookie)).hasActiveSubscription).toBe(false);
  });
});
