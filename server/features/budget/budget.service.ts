/**
 * The server-enforced token budget (decisions §4): reserve before an AI call, settle after
 * it, and the figures of the account page. Knows nothing of HTTP or of the AI provider.
 */
import { AppError } from '#server/http/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { PlanId } from '#shared/auth.schemas.ts';
import type { TokenUsageSummary } from '#shared/budget.schemas.ts';
import { ChatTypeSchema, type ChatType } from '#shared/chat.schemas.ts';
import type { ChatTypeUsage } from '#shared/usage-estimate.ts';
import { currentPeriod } from './budget-period.ts';
import {
  allowanceOf,
  dayPrefixOfPeriod,
  MIN_OUTPUT_RESERVATION,
  parisDay,
  percentUsed,
  rollOver,
  type TokenPair,
  type UsageCounters,
} from './budget-math.ts';
import type { BudgetRepo } from './budget.repo.ts';

export interface Reservation extends TokenPair {
  userId: string;
  plan: PlanId;
}

const EMPTY: Omit<UsageCounters, 'period'> = {
  inputTokens: 0,
  outputTokens: 0,
  reservedInputTokens: 0,
  reservedOutputTokens: 0,
  purchasedInputTokens: 0,
  purchasedOutputTokens: 0,
};

export function createBudgetService({ repo, clock }: { repo: BudgetRepo; clock: Clock }) {
  async function countersNow(userId: string, plan: PlanId): Promise<UsageCounters> {
    const period = currentPeriod(clock.now());
    const stored = await repo.findCounters(userId);
    return stored ? rollOver(stored, period, plan) : { period, ...EMPTY };
  }

  return {
    /**
     * Reserves the call's estimate: `inputTokens` and the call's maximum output, capped by
     * what remains. Throws TOKEN_LIMIT_INPUT / TOKEN_LIMIT_OUTPUT when it does not fit.
     */
    async reserve(userId: string, plan: PlanId, call: { inputTokens: number; maxOutputTokens: number }): Promise<Reservation> {
      const now = clock.now();
      const result = await repo.reserve(userId, {
        period: currentPeriod(now),
        plan,
        inputTokens: call.inputTokens,
        maxOutputTokens: call.maxOutputTokens,
        minOutputTokens: Math.min(MIN_OUTPUT_RESERVATION, call.maxOutputTokens),
        now,
      });
      if ('refused' in result) throw new AppError(result.refused === 'input' ? 'TOKEN_LIMIT_INPUT' : 'TOKEN_LIMIT_OUTPUT');
      return { userId, plan, inputTokens: call.inputTokens, outputTokens: result.granted };
    },

    /**
     * Releases the reservation and charges what the call cost (possibly nothing). A completed
     * answer also counts towards its assistant's average (`answerOf`, docs/budget.md).
     */
    async settle(reservation: Reservation, charged: TokenPair, answerOf?: ChatType): Promise<void> {
      const now = clock.now();
      await repo.settle(reservation.userId, {
        ...(answerOf ? { answerOf } : {}),
        period: currentPeriod(now),
        plan: reservation.plan,
        reserved: { inputTokens: reservation.inputTokens, outputTokens: reservation.outputTokens },
        charged,
        day: parisDay(now),
        now,
      });
    },

    /** This month's counters after any pending roll-over (zeros for a user who never chatted). */
    counters: countersNow,

    /** The account page's figures (decisions §4): used, allowances, one percentage, the days. */
    async summary(userId: string, plan: PlanId): Promise<TokenUsageSummary> {
      const counters = await countersNow(userId, plan);
      const allowance = allowanceOf(counters, plan);
      const daily = await repo.listDaily(userId, dayPrefixOfPeriod(counters.period));
      const byType = await repo.listByChatType(userId, counters.period);
      const usage: Partial<Record<ChatType, ChatTypeUsage>> = {};
      for (const row of byType) {
        const type = ChatTypeSchema.safeParse(row.chatType);
        if (type.success) usage[type.data] = { answers: row.answers, inputTokens: row.inputTokens, outputTokens: row.outputTokens };
      }
      return {
        inputTokens: counters.inputTokens,
        outputTokens: counters.outputTokens,
        lastResetDate: counters.period,
        purchasedInputTokens: counters.purchasedInputTokens,
        purchasedOutputTokens: counters.purchasedOutputTokens,
        inputAllowance: allowance.inputTokens,
        outputAllowance: allowance.outputTokens,
        percentUsed: percentUsed(counters, allowance),
        plan,
        daily: daily.map((row) => ({ day: Number(row.day.slice(8, 10)), inputTokens: row.inputTokens, outputTokens: row.outputTokens })),
        byChatType: { period: counters.period, usage },
      };
    },
  };
}

export type BudgetService = ReturnType<typeof createBudgetService>;
