/**
 * Statements run at every chat turn are prepared once per connection on PostgreSQL (server/db/client.ts,
 * docs/chat-streaming.md): PostgreSQL then parses and plans them once, not at every call. On PGlite the
 * same statement runs with its parameters.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscriber } from '#tests/factories/subscriber-row.ts';
import { createTestDatabase, serverDatabaseUrl } from '#tests/support/test-database.ts';
import { createBudgetRepo } from '#server/features/budget/budget.repo.ts';
import { prepareStatement, runPrepared, selectRows } from './client.ts';

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

    it.skipIf(kind === 'pglite')('the reservation is a named prepared statement of the connection that ran it', async () => {
      const repo = createBudgetRepo(database.db);
      const userId = await insertSubscriber(database.db);
      const now = new Date();
      await repo.reserve(userId, { period: '2026-11', plan: 'basic', inputTokens: 10, maxOutputTokens: 100, minOutputTokens: 16, now });
      await repo.settle(userId, { period: '2026-11', plan: 'basic', reserved: { inputTokens: 10, outputTokens: 100 }, charged: { inputTokens: 0, outputTokens: 0 }, day: '2026-11-25', now });
      // Sequential queries reuse the last connection released (node-postgres' pool keeps idle ones last in, first out).
      const names = (await selectRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements`)).map((row) => row.name);
      expect(names).toEqual(expect.arrayContaining(['budget_reserve', 'budget_settle_release']));
    });
  });
}
