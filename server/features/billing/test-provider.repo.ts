/** Storage of the local test provider's own objects (its "side" of the payment system). */
import { and, eq } from 'drizzle-orm';
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
  };
}

export type TestProviderRepo = ReturnType<typeof createTestProviderRepo>;
