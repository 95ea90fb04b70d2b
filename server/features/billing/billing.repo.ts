/** Billing queries: user billing state, event claims, top-up purchases and their crediting. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/client.ts';
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
     * Marks a pending purchase paid and adds its tokens to the user's purchased allowance,
     * in one statement: a second delivery (or the browser's return) finds nothing pending.
     */
    async creditPurchase(checkoutSessionId: string, period: string, now: Date): Promise<boolean> {
      const rows = await selectRows<{ user_id: string }>(
        db,
        sql`with credited as (
              update token_purchases set status = 'paid', credited_at = ${now.toISOString()}
              where checkout_session_id = ${checkoutSessionId} and status = 'pending'
              returning user_id, input_tokens, output_tokens
            )
            insert into token_usage (user_id, period, purchased_input_tokens, purchased_output_tokens, updated_at)
            select user_id, ${period}, input_tokens, output_tokens, ${now.toISOString()} from credited
            on conflict (user_id) do update set
              purchased_input_tokens = token_usage.purchased_input_tokens + excluded.purchased_input_tokens,
              purchased_output_tokens = token_usage.purchased_output_tokens + excluded.purchased_output_tokens,
              updated_at = excluded.updated_at
            returning user_id`,
      );
      return rows.length > 0;
    },

    async listPurchases(userId: string) {
      return db.select().from(tokenPurchases).where(and(eq(tokenPurchases.userId, userId)));
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
