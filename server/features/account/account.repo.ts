/** Reads every row tied to a user, for the RGPD export. */
import { eq, like, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { count } from 'drizzle-orm';
import { passwordResetTokens, rateLimits, sessions, testProviderObjects, tokenUsage, tokenUsageByChatType, tokenUsageDaily, twoFactor, twoFactorRecoveryCodes, users } from '#server/db/schema.ts';

/**
 * Every table with a foreign key to `users`, and where its rows appear in the export (a path
 * in the exported JSON). `account.routes.test.ts` walks the database's foreign keys and fails
 * when a table is missing here or its rows are missing from the export (docs/operations.md, "RGPD").
 */
export const EXPORT_SECTION_OF_TABLE: Record<string, string> = {
  sessions: 'sessions',
  password_reset_tokens: 'passwordResetTokens',
  token_usage: 'tokenUsage',
  token_usage_daily: 'tokenUsageDaily',
  token_usage_by_chat_type: 'tokenUsageByChatType',
  writing_styles: 'writingStyle',
  token_purchases: 'billing.tokenPurchases',
  test_provider_objects: 'testPaymentProvider',
  admin_actions: 'supportActions',
  two_factor: 'twoFactor',
  // Counted, never listed: the codes' hashes stay out of the export.
  two_factor_recovery_codes: 'twoFactor.recoveryCodesLeft',
};

export function createAccountRepo(db: Database) {
  return {
    async collectUserData(userId: string, rateLimitSubjects: string[]) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId));
      const resetRows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      const usageRows = await db.select().from(tokenUsage).where(eq(tokenUsage.userId, userId));
      const byTypeRows = await db.select().from(tokenUsageByChatType).where(eq(tokenUsageByChatType.userId, userId)).orderBy(tokenUsageByChatType.period, tokenUsageByChatType.chatType);
      const dailyRows = await db.select().from(tokenUsageDaily).where(eq(tokenUsageDaily.userId, userId)).orderBy(tokenUsageDaily.day);
      // The local test provider's records stand for what a payment provider holds: listed by kind
      // and date, without their data (client secrets of payments).
      const providerRows = await db
        .select({ id: testProviderObjects.id, kind: testProviderObjects.kind, createdAt: testProviderObjects.createdAt, updatedAt: testProviderObjects.updatedAt })
        .from(testProviderObjects)
        .where(eq(testProviderObjects.userId, userId))
        .orderBy(testProviderObjects.createdAt);
      const limitRows =
        rateLimitSubjects.length === 0
          ? []
          : await db
              .select()
              .from(rateLimits)
              .where(or(...rateLimitSubjects.map((subject) => like(rateLimits.key, `%:${subject.replace(/[%_\\]/g, '\\$&')}%`))));
      // Two-factor: whether it is on and how many recovery codes are left, never the secret nor the codes' hashes.
      const [twoFactorRow] = await db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.userId, userId));
      const [codes] = await db.select({ n: count() }).from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      return {
        user,
        sessions: sessionRows,
        passwordResetTokens: resetRows,
        rateLimits: limitRows,
        tokenUsage: usageRows,
        tokenUsageDaily: dailyRows,
        tokenUsageByChatType: byTypeRows,
        testPaymentProvider: providerRows,
        // Null when never set up: the section stands for the two_factor row (docs/security/two-factor.md).
        twoFactor: twoFactorRow ? { enabled: Boolean(twoFactorRow.enabledAt), recoveryCodesLeft: Number(codes?.n ?? 0) } : null,
      };
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
