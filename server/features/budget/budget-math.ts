/**
 * Budget arithmetic (docs/product/decisions.md, §4), pure: allowances, the spec's chars ÷ 4 estimate, the
 * 30/70 settlement rule, the monthly roll-over and the account page's percentage.
 */
import type { PlanId } from '#shared/auth.schemas.ts';
import { PLANS } from '#shared/plans.ts';

/** Below this many output tokens a call is not worth making (and OpenAI refuses fewer than 16). */
export const MIN_OUTPUT_RESERVATION = 16;

export interface TokenPair {
  inputTokens: number;
  outputTokens: number;
}

/** The counters of one user as stored (docs/product/specification.md §3 tokenUsage plus the in-flight reservations). */
export interface UsageCounters {
  period: string;
  inputTokens: number;
  outputTokens: number;
  reservedInputTokens: number;
  reservedOutputTokens: number;
  purchasedInputTokens: number;
  purchasedOutputTokens: number;
}

/** docs/product/specification.md §9: usage is estimated as characters ÷ 4. */
export function estimateTokens(chars: number): number {
  return Math.ceil(Math.max(0, chars) / 4);
}

/**
 * The month change (Europe/Paris): usage starts again from zero; what the past month took
 * beyond the plan came out of purchased tokens, which do not expire (docs/product/decisions.md, §3).
 * Reservations in flight carry over and settle in the new month.
 */
export function rollOver(counters: UsageCounters, period: string, plan: PlanId): UsageCounters {
  if (counters.period === period) return counters;
  const { monthlyInputTokens, monthlyOutputTokens } = PLANS[plan];
  return {
    ...counters,
    period,
    inputTokens: 0,
    outputTokens: 0,
    purchasedInputTokens: Math.max(0, counters.purchasedInputTokens - Math.max(0, counters.inputTokens - monthlyInputTokens)),
    purchasedOutputTokens: Math.max(0, counters.purchasedOutputTokens - Math.max(0, counters.outputTokens - monthlyOutputTokens)),
  };
}

/** This month's allowance: the plan's tokens first, then purchased ones. */
export function allowanceOf(counters: Pick<UsageCounters, 'purchasedInputTokens' | 'purchasedOutputTokens'>, plan: PlanId): TokenPair {
  return {
    inputTokens: PLANS[plan].monthlyInputTokens + counters.purchasedInputTokens,
    outputTokens: PLANS[plan].monthlyOutputTokens + counters.purchasedOutputTokens,
  };
}

/**
 * docs/product/decisions.md, §4: the larger of input used ÷ input allowance and output used ÷ output
 * allowance, rounded; 100 when an allowance is zero and something was used.
 */
export function percentUsed(used: TokenPair, allowance: TokenPair): number {
  const ratio = (spent: number, of: number) => (of > 0 ? spent / of : spent > 0 ? 1 : 0);
  return Math.round(100 * Math.max(ratio(used.inputTokens, allowance.inputTokens), ratio(used.outputTokens, allowance.outputTokens)));
}

/** The usage figures a provider may report for one call (any of them may be missing). */
export interface UsageFigures {
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  totalTokens?: number | undefined;
}

/**
 * What one call consumed, as its caller saw it: the input of `settle` (budget.service.ts).
 * The caller only tells what happened; the charge is computed here (`chargeOf`).
 */
export interface CallReport {
  /** The provider accepted the request (response headers received). */
  accepted: boolean;
  /** The provider's own figures, when it sent some. */
  usage?: UsageFigures | undefined;
  /** Characters of answer text received. */
  outputChars: number;
  /** `stopped`: the user (or the browser) ended an answer the provider had accepted. */
  outcome: 'completed' | 'stopped' | 'failed';
}

/**
 * What one call cost (docs/product/decisions.md, §4, §7). The provider's figures when it reports them;
 * otherwise the estimate of docs/product/specification.md §9 (prompt and answer characters ÷ 4), corrected by the
 * difference to a reported total split 30 % input / 70 % output. A call that failed before
 * any token costs nothing; a stopped one costs what was sent and received (so stopping and
 * resending never bypasses the budget).
 */
export function chargedUsage(call: {
  estimatedInputTokens: number;
  outputChars: number;
  reported: UsageFigures | undefined;
  receivedAnyToken: boolean;
  aborted: boolean;
}): TokenPair {
  const { reported } = call;
  if (reported?.inputTokens !== undefined && reported.outputTokens !== undefined) {
    return { inputTokens: Math.max(0, Math.round(reported.inputTokens)), outputTokens: Math.max(0, Math.round(reported.outputTokens)) };
  }
  if (!reported?.totalTokens && !call.receivedAnyToken && !call.aborted) return { inputTokens: 0, outputTokens: 0 };
  const estimate = { inputTokens: call.estimatedInputTokens, outputTokens: estimateTokens(call.outputChars) };
  if (reported?.totalTokens === undefined) return estimate;
  const difference = Math.round(reported.totalTokens) - estimate.inputTokens - estimate.outputTokens;
  const toInput = Math.round(difference * 0.3);
  return {
    inputTokens: Math.max(0, estimate.inputTokens + toInput),
    outputTokens: Math.max(0, estimate.outputTokens + difference - toInput),
  };
}

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Paris calendar day, `YYYY-MM-DD`. */
export function parisDay(now: Date): string {
  return PARIS_DAY.format(now);
}

/** `YYYY-M` (the period) → the `YYYY-MM-` prefix of its days. */
export function dayPrefixOfPeriod(period: string): string {
  const [year, month] = period.split('-');
  return `${year}-${String(month).padStart(2, '0')}-`;
}

/**
 * The charge of a settled call (docs/chat-streaming.md): nothing when the provider never accepted
 * the request (no headers, no usage, no text), otherwise `chargedUsage` with the reservation's
 * input estimate.
 */
export function chargeOf(estimatedInputTokens: number, report: CallReport): TokenPair {
  const used = report.accepted || report.usage !== undefined || report.outputChars > 0;
  if (!used) return { inputTokens: 0, outputTokens: 0 };
  return chargedUsage({
    estimatedInputTokens,
    outputChars: report.outputChars,
    reported: report.usage,
    receivedAnyToken: report.outputChars > 0,
    aborted: report.outcome === 'stopped',
  });
}
