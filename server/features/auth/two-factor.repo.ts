/** Drizzle queries for two-factor sign-in (docs/security/two-factor.md). */
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { twoFactor, twoFactorRecoveryCodes } from '#server/db/schema.ts';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

export function createTwoFactorRepo(db: Database) {
  return {
    async find(userId: string): Promise<TwoFactorRow | undefined> {
      const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
      return row;
    },

    /** A new secret awaiting its first code; never replaces an enabled one. */
    async savePending(userId: string, secret: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(twoFactor)
        .values({ userId, secret, createdAt: now })
        .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, createdAt: now, lastUsedStep: null }, setWhere: isNull(twoFactor.enabledAt) })
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },

    /** Records a used time step; false when that step (or a later one) was already used: a replay. */
    async useStep(userId: string, step: number, enable: { at: Date } | undefined): Promise<boolean> {
      const rows = await db
        .update(twoFactor)
        .set({ lastUsedStep: step, ...(enable ? { enabledAt: enable.at } : {}) })
        .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Deletes the code in one statement, so it can be used once only, even concurrently. */
    async consumeRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .delete(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash)))
        .returning({ userId: twoFactorRecoveryCodes.userId });
      return rows.length > 0;
    },

    async countRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      return Number(row?.n ?? 0);
    },

    async remove(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      });
    },
  };
}

export type TwoFactorRepo = ReturnType<typeof createTwoFactorRepo>;
