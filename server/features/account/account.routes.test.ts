import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/client.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { subscribeWithCard } from '#tests/support/billing-helpers.ts';
import { createAdminRepo } from '#server/features/admin/admin.repo.ts';
import { EXPORT_SECTION_OF_TABLE } from './account.repo.ts';

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

  it('exports the rows of every table with a foreign key to users (walked in the database catalogue)', async () => {
    const input = buildRegisterInput();
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    const cookie = cookieOf(registered);
    const userId = registered.json().user.uid as string;
    // Leave a row in every table that can hold one: a subscription, a chat answer (usage), a
    // top-up, a reset request, a writing style, two-factor sign-in, a support action.
    expect((await subscribeWithCard(t, cookie, '4242424242424242')).statusCode).toBe(200);
    const chat = await t.app.inject({ method: 'POST', url: '/api/chat/notes', headers: { cookie }, payload: { messages: [{ role: 'user', content: 'Bonjour' }] } });
    expect(chat.statusCode).toBe(200);
    const purchase = await t.app.inject({ method: 'POST', url: '/api/create-token-purchase', headers: { cookie }, payload: { inputAmount: 800_000, outputAmount: 800_000, price: 15, userId } });
    expect(purchase.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: input.email } });
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/writing-style', headers: { cookie }, payload: { text: 'Vouvoiement, phrases courtes.', toggles: [] } })).statusCode).toBe(200);
    const setup = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/setup', headers: { cookie }, payload: { password: input.password } });
    const code = await generate({ secret: setup.json<{ secret: string }>().secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    expect((await t.app.inject({ method: 'POST', url: '/api/account/two-factor/enable', headers: { cookie }, payload: { code } })).statusCode).toBe(200);
    await createAdminRepo(t.deps.database.db).record({ operator: 'ops', action: 'note', targetUserId: userId, details: {}, at: new Date() });

    const exported = (await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json<Record<string, unknown>>();
    const references = await selectRows<{ table_name: string; column_name: string }>(
      t.deps.database.db,
      sql`select kcu.table_name, kcu.column_name
            from information_schema.referential_constraints rc
            join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
            join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
           where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'`,
    );
    expect(references.length).toBeGreaterThanOrEqual(7);
    const problems: string[] = [];
    for (const { table_name: table, column_name: column } of references) {
      const section = EXPORT_SECTION_OF_TABLE[table];
      if (!section) {
        problems.push(`${table}: not in the export`);
        continue;
      }
      const [row] = await selectRows<{ n: number | string }>(t.deps.database.db, sql.raw(`select count(*) as n from "${table}" where "${column}" = '${userId}'`));
      const rows = Number(row?.n ?? 0);
      if (rows === 0) problems.push(`${table}: the test left no row to check`);
      const value = section.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], exported);
      // A section may be a list of rows, one object, or a count of rows it does not list (recovery codes).
      const exportedRows = Array.isArray(value) ? value.length : typeof value === 'number' ? value : value ? 1 : 0;
      if (exportedRows !== rows) problems.push(`${table}: ${rows} rows, ${exportedRows} in the export at ${section}`);
    }
    expect(problems).toEqual([]);
    expect(JSON.stringify(exported)).not.toMatch(/client_secret|clientSecret|tokenHash|passwordHash/);
  });

  it('requires a session', async () => {
    const response = await t.app.inject({ url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('AUTH_REQUIRED');
  });
});
