/** Drizzle queries for accounts, sessions and reset tokens. Nothing else imports Drizzle here. */
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { prepareSelect, runPreparedSelectFirst, type Database } from '#server/db/client.ts';
import { passwordResetTokens, sessions, users } from '#server/db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepo(db: Database) {
  // Every signed-in request the session cache misses runs this: a named statement, parsed once per
  // connection on PostgreSQL and once per database on PGlite (docs/performance.md). Times as ISO strings.
  const findSession = prepareSelect(
    'auth_find_session',
    { session: sessions, user: users },
    sql`from ${sessions} inner join ${users} on ${eq(sessions.userId, users.id)} where ${and(
      eq(sessions.id, sql.placeholder('id')),
      gt(sessions.expiresAt, sql.placeholder('now')),
      or(eq(sessions.persistent, true), gt(sessions.lastUsedAt, sql.placeholder('idleFloor'))),
    )} limit 1`,
  );
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Undefined when the e-mail is taken (unique index on lower(email)), even under a race. */
    async insertUser(user: NewUserRow): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },

    async updatePassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },

    async insertSession(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** A live session: not past its absolute end, and (unless persistent) used since `idleFloor`. */
    async findSession(id: string, now: Date, idleFloor: Date): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      return runPreparedSelectFirst(db, findSession, { id, now: now.toISOString(), idleFloor: idleFloor.toISOString() });
    },

    async touchSession(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    async deleteUserSession(userId: string, id: string): Promise<boolean> {
      const deleted = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, id))).returning({ id: sessions.id });
      return deleted.length > 0;
    },

    async deleteOtherSessions(userId: string, keepId: string): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },

    async deleteAllSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteExpiredSessions(userId: string, now: Date): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    },

    async listSessions(userId: string, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(sql`${sessions.lastUsedAt} desc`);
    },

    /** One live token per user: the new one replaces (voids) any older one. */
    async upsertResetToken(userId: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db
        .insert(passwordResetTokens)
        .values({ userId, tokenHash, expiresAt, createdAt: now })
        .onConflictDoUpdate({ target: passwordResetTokens.userId, set: { tokenHash, expiresAt, createdAt: now } });
    },

    /** Whose live reset token this is, without using it up. */
    async findResetTokenOwner(tokenHash: string, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(passwordResetTokens.userId, users.id))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
        .limit(1);
      return row?.user;
    },

    /** Deletes and returns the token in one statement, so it can be used once only. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), gt(passwordResetTokens.expiresAt, now)))
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
