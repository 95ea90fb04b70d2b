/** "Mon style de rédaction" in PostgreSQL: one row per user, removed with the account. */
import { eq, sql } from 'drizzle-orm';
import { prepareSelect, runPreparedSelectFirst, type Database } from '#server/db/client.ts';
import { writingStyles } from '#server/db/schema.ts';

export interface StoredWritingStyle {
  text: string;
  toggles: string[];
  updatedAt: Date;
}

export function createWritingStyleRepo(db: Database) {
  // Read at every chat turn: a named statement, parsed once per connection on PostgreSQL and once per
  // database on PGlite (docs/chat-streaming.md).
  const findStyle = prepareSelect('writing_style_find', { style: writingStyles }, sql`from ${writingStyles} where ${eq(writingStyles.userId, sql.placeholder('userId'))}`);
  return {
    async find(userId: string): Promise<StoredWritingStyle | undefined> {
      const found = await runPreparedSelectFirst(db, findStyle, { userId });
      return found ? { text: found.style.text, toggles: found.style.toggles, updatedAt: found.style.updatedAt } : undefined;
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
