/**
 * Statements run at every chat turn are prepared once per connection on PostgreSQL, and once per
 * embedded database on PGlite (server/db/client.ts, docs/chat-streaming.md): the database then parses
 * and plans them once, not at every call.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscriber } from '#tests/factories/subscriber-row.ts';
import { createTestDatabase, serverDatabaseUrl } from '#tests/support/test-database.ts';
import { createBudgetRepo } from '#server/features/budget/budget.repo.ts';
import { createWritingStyleRepo } from '#server/features/writing-style/writing-style.repo.ts';
import { prepareSelect, prepareStatement, runPrepared, selectRows } from './client.ts';
import { users } from './schema.ts';

const ECHO = prepareStatement('test_echo', sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int as sum, ${sql.placeholder('a')}::int as a`);

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !serverDatabaseUrl())(`prepared statements (${kind})`, () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(() => database.close());

    it('fills the placeholders by name, each occurrence', async () => {
      expect(await runPrepared<{ sum: number; a: number }>(database.db, ECHO, { a: 2, b: 40 })).toEqual([{ sum: 42, a: 2 }]);
      expect(await runPrepared<{ sum: number; a: number }>(database.db, ECHO, { a: 1, b: 1 })).toEqual([{ sum: 2, a: 1 }]);
      await expect(runPrepared(database.db, ECHO, { a: 1 })).rejects.toThrow(/b/);
    });

    it('gives values and rows the types a query gives them', async () => {
      const TYPES = prepareStatement(
        'test_types',
        sql`select ${sql.placeholder('flag')}::boolean as flag, ${sql.placeholder('nothing')}::int as nothing, ${sql.placeholder('text')}::text as text,
          ${sql.placeholder('at')}::timestamptz = '2026-11-25T10:00:00Z'::timestamptz as same_instant, 7::bigint as big, 'x' = 'x' as truth`,
      );
      const [row] = await runPrepared<Record<string, unknown>>(database.db, TYPES, { flag: false, nothing: null, text: 'Élodie l’a dit', at: new Date('2026-11-25T10:00:00Z') });
      expect(row).toMatchObject({ flag: false, nothing: null, text: 'Élodie l’a dit', same_instant: true, truth: true });
      expect(Number(row!.big)).toBe(7);
    });

    it('reports a failed call, and runs the statement again afterwards', async () => {
      const DIVIDE = prepareStatement('test_divide', sql`select 10 / ${sql.placeholder('by')}::int as quotient`);
      await expect(runPrepared(database.db, DIVIDE, { by: 0 })).rejects.toThrow(/division by zero/);
      expect(await runPrepared(database.db, DIVIDE, { by: 2 })).toEqual([{ quotient: 5 }]);
      await expect(runPrepared(database.db, DIVIDE, { by: 0 })).rejects.toThrow(/division by zero/);
      expect(await runPrepared(database.db, DIVIDE, { by: 5 })).toEqual([{ quotient: 2 }]);
    });

    it('the reservation is a named prepared statement of the connection that ran it', async () => {
      const repo = createBudgetRepo(database.db);
      const userId = await insertSubscriber(database.db);
      const now = new Date();
      await repo.reserve(userId, { period: '2026-11', plan: 'basic', inputTokens: 10, maxOutputTokens: 100, minOutputTokens: 16, now });
      await repo.settle(userId, { period: '2026-11', plan: 'basic', reserved: { inputTokens: 10, outputTokens: 100 }, charged: { inputTokens: 0, outputTokens: 0 }, day: '2026-11-25', now });
      // Sequential queries reuse the last connection released (node-postgres' pool keeps idle ones last in, first out).
      const names = (await selectRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements`)).map((row) => row.name);
      expect(names).toEqual(expect.arrayContaining(['budget_reserve', 'budget_settle_release']));
    });

    it('reads a whole row as drizzle’s select does (dates, arrays, booleans, null), as a named statement', async () => {
      const userId = await insertSubscriber(database.db);
      const [expected] = await database.db.select().from(users).where(eq(users.id, userId));
      const FIND_USER = prepareSelect('test_find_user', { user: users }, sql`from ${users} where ${eq(users.id, sql.placeholder('id'))}`);
      const [row] = await runPrepared<Record<string, unknown>>(database.db, FIND_USER.statement, { id: userId });
      expect(FIND_USER.read(row!)).toEqual({ user: expected });
      expect(FIND_USER.read(row!).user.createdAt).toBeInstanceOf(Date);

      const styles = createWritingStyleRepo(database.db);
      const savedAt = new Date('2026-11-27T08:30:00Z');
      await styles.save(userId, { text: 'Phrases courtes.', toggles: ['vouvoiement', 'sans-jargon'] }, savedAt);
      expect(await styles.find(userId)).toEqual({ text: 'Phrases courtes.', toggles: ['vouvoiement', 'sans-jargon'], updatedAt: savedAt });
      const names = (await selectRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements`)).map((found) => found.name);
      expect(names).toEqual(expect.arrayContaining(['writing_style_find']));
    });
  });
}
