/** Billing queries: user billing state, event claims, top-up purchases and their crediting. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { paymentEvents, tokenPurchases, users } from '#server/db/schema.ts';
import type { SubscriptionState } from './subscription-state.ts';

export function createBillingRepo(db: Database) {
  return {
    /**
     * Takes the user's subscribe lock until `until`, or returns undefined when another attempt
     * holds it. One conditional UPDATE: on PostgreSQL concurrent calls queue on the row lock and
     * re-check the condition, so exactly one wins, whichever instance they reach (docs/payments.md).
     */
    async claimSubscribeLock(userId: string, now: Date, until: Date) {
      const [row] = await db
        .update(users)
        .set({ subscribeLockUntil: until })
        .where(and(eq(users.id, userId), or(isNull(users.subscribeLockUntil), lt(users.subscribeLockUntil, now))))
        .returning({
          subscriptionStatus: users.subscriptionStatus,
          accessEndDate: users.accessEndDate,
          currentPeriodEnd: users.currentPeriodEnd,
          paymentCustomerId: users.paymentCustomerId,
          pendingSubscriptionId: users.pendingSubscriptionId,
        });
      return row;
    },

    /**
     * Ends an attempt: records what it created (when it did) and frees the lock, unless it expired
     * and another attempt holds it now (`until` is the value this attempt set).
     */
    async releaseSubscribeLock(userId: string, until: Date, outcome: { customerId?: string; pendingSubscriptionId?: string | null }): Promise<void> {
      await db
        .update(users)
        .set({
          subscribeLockUntil: sql`case when ${users.subscribeLockUntil} = ${until.toISOString()}::timestamptz then null else ${users.subscribeLockUntil} end`,
          ...(outcome.customerId ? { paymentCustomerId: outcome.customerId } : {}),
          ...(outcome.pendingSubscriptionId !== undefined ? { pendingSubscriptionId: outcome.pendingSubscriptionId } : {}),
        })
        .where(eq(users.id, userId));
    },

    async findBillingState(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          paymentSubscriptionId: users.paymentSubscriptionId,
          paymentCustomerId: users.paymentCustomerId,
          subscriptionStatus: users.subscriptionStatus,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async findUserIdByCustomer(customerId: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.paymentCustomerId, customerId));
      return row?.id;
    },

    async applyState(userId: string, state: SubscriptionState, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...state, updatedAt: now })
        .where(eq(users.id, userId));
    },

    /** True the first time an event id is seen: deliveries are at-least-once. */
    async claimEvent(id: string, type: string, now: Date): Promise<boolean> {
      const rows = await db.insert(paymentEvents).values({ id, type, receivedAt: now }).onConflictDoNothing().returning({ id: paymentEvents.id });
      return rows.length > 0;
    },

    async releaseEvent(id: string): Promise<void> {
      await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
    },

    async createPurchase(purchase: typeof tokenPurchases.$inferInsert): Promise<void> {
      await db.insert(tokenPurchases).values(purchase).onConflictDoNothing();
    },

    async findPurchase(checkoutSessionId: string) {
      const [row] = await db.select().from(tokenPurchases).where(eq(tokenPurchases.checkoutSessionId, checkoutSessionId));
      return row;
    },

    /**
     * Marks a pending purchase paid and has `credit` add its tokens (the budget's write), in one
     * transaction: a second delivery (or the browser's return) finds nothing pending, and a
     * failed credit leaves the purchase pending.
     */
    async creditPurchase(
      checkoutSessionId: string,
      now: Date,
      credit: (purchase: { userId: string; inputTokens: number; outputTokens: number }, within: Database) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [paid] = await tx
          .update(tokenPurchases)
          .set({ status: 'paid', creditedAt: now })
          .where(and(eq(tokenPurchases.checkoutSessionId, checkoutSessionId), eq(tokenPurchases.status, 'pending')))
          .returning({ userId: tokenPurchases.userId, inputTokens: tokenPurchases.inputTokens, outputTokens: tokenPurchases.outputTokens });
        if (!paid) return false;
        await credit(paid, tx);
        return true;
      });
    },

    async listPurchases(userId: string) {
      return db.select().from(tokenPurchases).where(and(eq(tokenPurchases.userId, userId)));
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
