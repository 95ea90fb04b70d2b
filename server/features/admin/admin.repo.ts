/** Queries of the operator CLI, and its audit trail. */
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminActions, users } from '#server/db/schema.ts';

export type AdminUserRow = typeof users.$inferSelect;

export function createAdminRepo(db: Database) {
  return {
    async listUsers(search: string | undefined, limit: number): Promise<AdminUserRow[]> {
      const query = db.select().from(users);
      const filtered = search ? query.where(or(ilike(users.email, `%${search}%`), ilike(users.name, `%${search}%`))) : query;
      return filtered.orderBy(desc(users.createdAt)).limit(limit);
    },

    async findUser(reference: string): Promise<AdminUserRow | undefined> {
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(reference);
      const [row] = await db
        .select()
        .from(users)
        .where(isUuid ? eq(users.id, reference) : sql`lower(${users.email}) = ${reference.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async setComplimentary(userId: string, plan: 'basic' | 'premium', until: Date, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ subscriptionStatus: 'active', subscriptionPlan: plan, accessEndDate: until, currentPeriodEnd: null, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async clearSubscription(userId: string, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ subscriptionStatus: 'inactive', subscriptionPlan: null, accessEndDate: null, currentPeriodEnd: null, updatedAt: now })
        .where(eq(users.id, userId));
    },

    async record(entry: { operator: string; action: string; targetUserId: string | null; details: Record<string, unknown>; at: Date }): Promise<void> {
      await db.insert(adminActions).values(entry);
    },

    async listActionsAbout(userId: string) {
      return db.select({ at: adminActions.at, action: adminActions.action, details: adminActions.details }).from(adminActions).where(eq(adminActions.targetUserId, userId)).orderBy(adminActions.at);
    },

    async listActions(limit: number) {
      return db.select().from(adminActions).orderBy(desc(adminActions.at)).limit(limit);
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
