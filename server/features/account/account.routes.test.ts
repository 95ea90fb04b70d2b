import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/client.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cookieOf = (response: { headers: Record<string, unknown> }) => String([response.headers['set-cookie']].flat()[0]).split(';')[0]!;

/** Every row of every table that mentions the user's id (or their keyed e-mail subject). */
async function rowsMentioning(userId: string): Promise<number> {
  const tables = await selectRows<{ tablename: string }>(t.deps.database.db, sql`select tablename from pg_tables where schemaname = 'public'`);
  let total = 0;
  for (const { tablename } of tables) {
    const [row] = await selectRows<{ n: number | string }>(
      t.deps.database.db,
      sql.raw(`select count(*) as n from "${tablename}" t where t::text like '%${userId}%'`),
    );
    total += Number(row?.n ?? 0);
  }
  return total;
}

describe('RGPD self-service', () => {
  it('exports every row tied to the user, without secrets', async () => {
    const input = buildRegisterInput();
    const cookie = cookieOf(await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input }));
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: 'wrong-password' } });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } });
    const response = await t.app.inject({ url: '/api/account/export', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.user).toMatchObject({ email: input.email, rppsNumber: input.rppsNumber, billingAddress: input.billingAddress });
    expect(data.sessions).toHaveLength(1);
    expect(data.passwordResetTokens).toHaveLength(1);
    expect(data.rateLimits.length).toBeGreaterThanOrEqual(2);
    expect(response.body).not.toMatch(/argon2|passwordHash|tokenHash/);
    expect(await rowsMentioning(data.user.id)).toBe(1 + data.sessions.length + data.passwordResetTokens.length);
  });

  it('deletes the account only with the password, and leaves no row behind', async () => {
    const input = buildRegisterInput();
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    const cookie = cookieOf(registered);
    const userId = registered.json().user.uid as string;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } });
    const refused = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { password: 'not-it' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WRONG_PASSWORD');
    const exported = (await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json();
    const deleted = await t.app.inject({ method: 'POST', url: '/api/account/delete', headers: { cookie }, payload: { password: input.password } });
    expect(deleted.json()).toEqual({ success: true });
    expect(await rowsMentioning(userId)).toBe(0);
    const limitKeys = (exported.rateLimits as { key: string }[]).map((row) => row.key);
    const remaining = await selectRows<{ key: string }>(t.deps.database.db, sql`select key from rate_limits`);
    expect(remaining.filter((row) => limitKeys.includes(row.key))).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password } })).statusCode).toBe(401);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REQUIRED');
  });
});
