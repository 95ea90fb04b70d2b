/** "Mon style de rédaction" in PostgreSQL: one row per user, removed with the account. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { writingStyles } from '#server/db/schema.ts';

export interface StoredWritingStyle {
  text: string;
  toggles: string[];
  updatedAt: Date;
}

export function createWritingStyleRepo(db: Database) {
  // Read at every chat turn: prepared once per connection on PostgreSQL (docs/chat-streaming.md).
  const findStatement = db.select().from(writingStyles).where(eq(writingStyles.userId, sql.placeholder('userId'))).prepare('writing_style_find');
  return {
    async find(userId: string): Promise<StoredWritingStyle | undefined> {
      const [row] = await findStatement.execute({ userId });
      return row ? { text: row.text, toggles: row.toggles, updatedAt: row.updatedAt } : undefined;
    },

    async save(userId: string, style: { text: string; toggles: string[] }, now: Date): Promise<void> {
      await db
        .insert(writingStyles)
        .values({ userId, text: style.text, toggles: style.toggles, updatedAt: now })
        .onConflictDoUpdate({ target: writingStyles.userId, set: { text: style.text, toggles: style.toggles, updatedAt: now } });
    },
  };
}

export type WritingStyleRepo = ReturnType<typeof createWritingStyleRepo>;
