/**
 * The server-enforced token budget (docs/product/decisions.md, §4): reserve before an AI call, settle after
 * it (the charge is computed here, from what the caller reports), credit purchased tokens, and the
 * figures of the account page. The only writer of the token_usage tables. Knows nothing of HTTP or
 * of the AI provider.
 */
import { AppError } from '#server/lib/errors.ts';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { PlanId } from '#shared/auth.schemas.ts';
import type { TokenUsageSummary } from '#shared/budget.schemas.ts';
import { ChatTypeSchema, type ChatType } from '#shared/chat.schemas.ts';
import type { ChatTypeUsage } from '#shared/usage-estimate.ts';
import { currentPeriod } from './budget-period.ts';
import {
  allowanceOf,
  chargeOf,
  dayPrefixOfPeriod,
  MIN_OUTPUT_RESERVATION,
  parisDay,
  percentUsed,
  rollOver,
  type CallReport,
  type TokenPair,
  type UsageCounters,
} from './budget-math.ts';
import type { BudgetRepo } from './budget.repo.ts';

export interface Reservation extends TokenPair {
  userId: string;
  plan: PlanId;
}

/** What `settle` is told: the call's report, and the assistant whose completed answer counts towards its average. */
export interface SettlementReport extends CallReport {
  chatType?: ChatType | undefined;
  /**
   * The call's input estimate when it is below what was reserved (the chat reserves for the
   * longest writing style before reading it): what is charged when the provider reports no usage.
   */
  estimatedInputTokens?: number | undefined;
}

/** What `settle` did: the charge, and whether it is written now (false: it waits for the reconciliation). */
export interface Settlement {
  charged: TokenPair;
  settled: boolean;
}

const EMPTY: Omit<UsageCounters, 'period'> = {
  inputTokens: 0,
  outputTokens: 0,
  reservedInputTokens: 0,
  reservedOutputTokens: 0,
  purchasedInputTokens: 0,
  purchasedOutputTokens: 0,
};

/** Waits between settlement attempts (docs/chat-streaming.md): three attempts in about a second. */
const SETTLE_RETRY_DELAYS_MS = [100, 800];

interface PendingSettlement {
  reservation: Reservation;
  charged: TokenPair;
  /** When the answer ended: the charge belongs to that day and period. */
  at: Date;
  /** The assistant whose completed answer this was, if it counts towards its average. */
  answerOf?: ChatType | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createBudgetService({
  repo,
  clock,
  retryDelaysMs = SETTLE_RETRY_DELAYS_MS,
  logger,
}: {
  repo: BudgetRepo;
  clock: Clock;
  retryDelaysMs?: number[];
  logger?: { warn(obj: object, msg: string): void };
}) {
  /** Settlements every attempt failed for, kept for the next reconciliation (this process only). */
  const pending: PendingSettlement[] = [];

  async function settleAt(reservation: Reservation, charged: TokenPair, now: Date, answerOf?: ChatType): Promise<void> {
    await repo.settle(reservation.userId, {
      ...(answerOf ? { answerOf } : {}),
      period: currentPeriod(now),
      plan: reservation.plan,
      reserved: { inputTokens: reservation.inputTokens, outputTokens: reservation.outputTokens },
      charged,
      day: parisDay(now),
      now,
    });
  }

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
     * Releases the reservation and charges what the call cost, computed from the report
     * (docs/chat-streaming.md: possibly nothing). A completed answer also counts towards its
     * assistant's average (docs/budget.md). A database error is tried again; when every attempt
     * fails the settlement waits for `reconcile()`. Never throws.
     */
    async settle(reservation: Reservation, report: SettlementReport): Promise<Settlement> {
      const charged = chargeOf(Math.min(report.estimatedInputTokens ?? reservation.inputTokens, reservation.inputTokens), report);
      const answerOf = report.outcome === 'completed' ? report.chatType : undefined;
      const at = clock.now();
      for (let attempt = 0; ; attempt++) {
        try {
          await settleAt(reservation, charged, at, answerOf);
          return { charged, settled: true };
        } catch (error) {
          logger?.warn({ attempt: attempt + 1, err: { type: (error as Error).name } }, 'settlement failed');
          const delay = retryDelaysMs[attempt];
          if (delay === undefined) break;
          await sleep(delay);
        }
      }
      pending.push({ reservation, charged, at, answerOf });
      return { charged, settled: false };
    },

    /**
     * The reconciliation (docs/chat-streaming.md): settles what failed to settle in this process,
     * and releases reservations left behind by a process that died mid-answer (untouched for
     * STALE_RESERVATION_MS). Returns what it did; what still fails stays for the next run.
     */
    async reconcile(): Promise<{ settled: number; stillPending: number; released: number }> {
      let settled = 0;
      for (const item of pending.splice(0)) {
        try {
          await settleAt(item.reservation, item.charged, item.at, item.answerOf);
          settled++;
        } catch {
          pending.push(item);
        }
      }
      const released = await repo.releaseStale(clock.now());
      return { settled, stillPending: pending.length, released };
    },

    /**
     * Adds purchased tokens to the user's allowance, this month and after (they do not expire):
     * paid top-ups (billing) and operators' grants (admin). `within`: the caller's transaction,
     * so that the credit commits together with what paid for it.
     */
    async credit(userId: string, tokens: TokenPair, within?: Database): Promise<void> {
      const now = clock.now();
      await repo.creditPurchased(userId, currentPeriod(now), tokens, now, within);
    },

    /** Settlements waiting for the next reconciliation. */
    pendingSettlements: () => pending.length,

    /** This month's counters after any pending roll-over (zeros for a user who never chatted). */
    counters: countersNow,

    /** The account page's figures (docs/product/decisions.md, §4): used, allowances, one percentage, the days. */
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
