/**
 * Support operations for operators (issue 4): list and show users, grant or revoke a
 * complimentary subscription, add purchased tokens, show usage. Every call — reads included,
 * since they show personal data — is recorded with who, what and when.
 */
import type { PlanId } from '#shared/auth.schemas.ts';
import type { Clock } from '#server/lib/clock.ts';
import { toUserProfile } from '#server/features/auth/auth.service.ts';
import { allowanceOf } from '#server/features/budget/budget-math.ts';
import type { BudgetService } from '#server/features/budget/budget.service.ts';
import type { AdminRepo, AdminUserRow } from './admin.repo.ts';

export class AdminError extends Error {}

export function createAdminService(deps: { repo: AdminRepo; budget: BudgetService; clock: Clock; operator: string }) {
  const { repo, clock } = deps;

  async function audit(action: string, target: AdminUserRow | null, details: Record<string, unknown> = {}): Promise<void> {
    await repo.record({ operator: deps.operator, action, targetUserId: target?.id ?? null, details, at: clock.now() });
  }

  async function user(reference: string): Promise<AdminUserRow> {
    const found = await repo.findUser(reference);
    if (!found) throw new AdminError(`no user matches "${reference}"`);
    return found;
  }

  async function usageOf(row: AdminUserRow) {
    const plan = row.subscriptionPlan ?? 'basic';
    const counters = await deps.budget.counters(row.id, plan);
    return {
      period: counters.period,
      plan,
      used: { input: counters.inputTokens, output: counters.outputTokens },
      reserved: { input: counters.reservedInputTokens, output: counters.reservedOutputTokens },
      purchased: { input: counters.purchasedInputTokens, output: counters.purchasedOutputTokens },
      allowance: allowanceOf(counters, plan),
    };
  }

  const summary = (row: AdminUserRow) => {
    const profile = toUserProfile(row, clock.now());
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      status: profile.subscriptionStatus,
      plan: profile.subscriptionPlan,
      access: profile.hasActiveSubscription,
      accessEnd: row.accessEndDate?.toISOString() ?? null,
      createdAt: profile.createdAt,
    };
  };

  return {
    async listUsers(options: { search?: string; limit: number }) {
      const rows = await repo.listUsers(options.search, options.limit);
      await audit('users.list', null, { search: options.search ?? null, count: rows.length });
      return rows.map(summary);
    },

    async showUser(reference: string) {
      const row = await user(reference);
      await audit('users.show', row);
      const { passwordHash: _secret, ...profile } = row;
      return { ...profile, access: toUserProfile(row, clock.now()).hasActiveSubscription };
    },

    async grantComplimentary(reference: string, plan: PlanId, until: Date) {
      if (until.getTime() <= clock.now().getTime()) throw new AdminError('the end date must be in the future');
      const row = await user(reference);
      if (row.paymentSubscriptionId && (row.subscriptionStatus === 'active' || row.subscriptionStatus === 'past_due')) {
        throw new AdminError('this user has a paid subscription; cancel it at the payment provider first');
      }
      await repo.setComplimentary(row.id, plan, until, clock.now());
      await audit('subscription.grant', row, { plan, until: until.toISOString() });
      return summary((await repo.findUser(row.id))!);
    },

    async revokeComplimentary(reference: string) {
      const row = await user(reference);
      if (row.paymentSubscriptionId && row.subscriptionStatus !== 'inactive') {
        throw new AdminError('this user has a paid subscription; cancel it at the payment provider (the webhook will follow)');
      }
      await repo.clearSubscription(row.id, clock.now());
      await audit('subscription.revoke', row);
      return summary((await repo.findUser(row.id))!);
    },

    async addTokens(reference: string, tokens: { inputTokens: number; outputTokens: number }) {
      if (![tokens.inputTokens, tokens.outputTokens].every((n) => Number.isInteger(n) && n >= 0 && n <= 100_000_000)) {
        throw new AdminError('token amounts must be whole numbers between 0 and 100 000 000');
      }
      const row = await user(reference);
      await deps.budget.credit(row.id, tokens);
      await audit('tokens.add', row, tokens);
      return usageOf(row);
    },

    async usage(reference: string) {
      const row = await user(reference);
      await audit('usage.show', row);
      return usageOf(row);
    },

    async auditLog(limit: number) {
      return repo.listActions(limit);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
