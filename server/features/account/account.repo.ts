/** Reads every row tied to a user, for the RGPD export. */
import { eq, like, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { passwordResetTokens, rateLimits, sessions, twoFactor, users } from '#server/db/schema.ts';

export function createAccountRepo(db: Database) {
  return {
    async collectUserData(userId: string, rateLimitSubjects: string[]) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId));
      const resetRows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      const limitRows =
        rateLimitSubjects.length === 0
          ? []
          : await db
              .select()
              .from(rateLimits)
              .where(or(...rateLimitSubjects.map((subject) => like(rateLimits.key, `%:${subject.replace(/[%_\\]/g, '\\$&')}%`))));
      // Two-factor: whether it is on, never the secret nor the recovery codes' hashes.
      const [twoFactorRow] = await db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.userId, userId));
      return { user, sessions: sessionRows, passwordResetTokens: resetRows, rateLimits: limitRows, twoFactor: { enabled: Boolean(twoFactorRow?.enabledAt) } };
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
