/** Storage of the local test provider's own objects (its "side" of the payment system), its event queue included. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { testProviderObjects } from '#server/db/schema.ts';

export function createTestProviderRepo(db: Database) {
  return {
    async put<T extends object>(id: string, kind: string, userId: string | null, data: T, now: Date): Promise<void> {
      await db
        .insert(testProviderObjects)
        .values({ id, kind, userId, data, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: testProviderObjects.id, set: { data, updatedAt: now } });
    },
    async get<T>(id: string, kind: string): Promise<T | undefined> {
      const [row] = await db.select().from(testProviderObjects).where(and(eq(testProviderObjects.id, id), eq(testProviderObjects.kind, kind)));
      return row?.data as T | undefined;
    },
    async listKind<T>(kind: string): Promise<T[]> {
      const rows = await db.select().from(testProviderObjects).where(eq(testProviderObjects.kind, kind));
      return rows.map((row) => row.data as T);
    },
    /**
     * Replaces `data` only if its `field` still holds `expected`: one conditional UPDATE, so that of
     * several server instances sharing the database exactly one wins (a queued event's delivery).
     */
    async replaceIf<T extends object>(id: string, kind: string, field: string, expected: string, data: T, now: Date): Promise<boolean> {
      const rows = await db
        .update(testProviderObjects)
        .set({ data, updatedAt: now })
        .where(and(eq(testProviderObjects.id, id), eq(testProviderObjects.kind, kind), sql`${testProviderObjects.data} ->> ${field} = ${expected}`))
        .returning({ id: testProviderObjects.id });
      return rows.length === 1;
    },
    async remove(id: string, kind: string): Promise<void> {
      await db.delete(testProviderObjects).where(and(eq(testProviderObjects.id, id), eq(testProviderObjects.kind, kind)));
    },
  };
}

export type TestProviderRepo = ReturnType<typeof createTestProviderRepo>;
