/**
 * "≈ N comptes-rendus restants ce mois-ci" (docs/budget.md): how many more answers of one
 * assistant this month's budget covers, from the user's own average cost per answer of that
 * assistant this month, or a documented default before the first answer. Pure.
 */
import type { ChatType } from './chat-catalogues/catalogues.ts';

export interface TokenCost {
  inputTokens: number;
  outputTokens: number;
}

/** This month's completed answers of one assistant and what they cost. */
export interface ChatTypeUsage extends TokenCost {
  answers: number;
}

/**
 * Cost of one answer before the user has any of that assistant this month: our system prompt
 * (≈ 600–900 tokens) plus a typical request, and a typical answer (docs/budget.md).
 */
export const DEFAULT_ANSWER_COST: Record<ChatType, TokenCost> = {
  diagnostic: { inputTokens: 2_000, outputTokens: 1_200 },
  notes: { inputTokens: 2_000, outputTokens: 800 },
  documents: { inputTokens: 3_500, outputTokens: 2_500 },
};

/** The budget as the usage summary gives it: this month's period, used and allowed tokens. */
export interface BudgetState {
  /** `YYYY-M` (Europe/Paris), the period of `byChatType`. */
  period: string;
  inputTokens: number;
  outputTokens: number;
  inputAllowance: number;
  outputAllowance: number;
  byChatType?: { period: string; usage: Partial<Record<ChatType, ChatTypeUsage>> };
}

export interface RemainingEstimate {
  count: number;
  perAnswer: TokenCost;
  basis: 'history' | 'default';
  remaining: TokenCost;
}

function remainingTokens(state: BudgetState): TokenCost {
  return {
    inputTokens: Math.max(0, state.inputAllowance - state.inputTokens),
    outputTokens: Math.max(0, state.outputAllowance - state.outputTokens),
  };
}

/** The average cost per answer of this assistant this month, or the default before the first. */
function averageAnswerCost(state: BudgetState, chatType: ChatType): { perAnswer: TokenCost; basis: 'history' | 'default' } {
  // Last month's answers say nothing about this month's counters (roll-over).
  const usage = state.byChatType?.period === state.period ? state.byChatType.usage[chatType] : undefined;
  if (!usage || usage.answers <= 0) return { perAnswer: DEFAULT_ANSWER_COST[chatType], basis: 'default' };
  return {
    perAnswer: { inputTokens: Math.max(1, usage.inputTokens / usage.answers), outputTokens: Math.max(1, usage.outputTokens / usage.answers) },
    basis: 'history',
  };
}

/** How many more answers of this assistant fit: the tighter of the input and output sides, rounded down. */
export function estimateRemainingAnswers(state: BudgetState, chatType: ChatType): RemainingEstimate {
  const remaining = remainingTokens(state);
  const { perAnswer, basis } = averageAnswerCost(state, chatType);
  const count = Math.max(0, Math.floor(Math.min(remaining.inputTokens / perAnswer.inputTokens, remaining.outputTokens / perAnswer.outputTokens)));
  return { count, perAnswer, basis, remaining };
}

/** The estimate of tokens of docs/product/specification.md §9: characters ÷ 4. */
const tokensOf = (chars: number) => Math.ceil(Math.max(0, chars) / 4);

/** A message this long (≈ 2 000 tokens) gets its cost shown before it is sent. */
export const LONG_MESSAGE_CHARS = 8_000;

/**
 * The estimated cost of the next answer as a share (0–1, may exceed 1) of what is left: the
 * conversation sent plus the assistant's average prompt, and its average answer.
 */
export function shareOfRemaining(state: BudgetState, chatType: ChatType, conversationChars: number): number {
  const remaining = remainingTokens(state);
  const { perAnswer } = averageAnswerCost(state, chatType);
  const input = perAnswer.inputTokens + tokensOf(conversationChars);
  const ratio = (cost: number, left: number) => (left > 0 ? cost / left : Infinity);
  return Math.max(ratio(input, remaining.inputTokens), ratio(perAnswer.outputTokens, remaining.outputTokens));
}

const NOUNS: Record<ChatType, { one: string; many: string; feminine: boolean }> = {
  documents: { one: 'compte-rendu', many: 'comptes-rendus', feminine: false },
  notes: { one: 'note', many: 'notes', feminine: true },
  diagnostic: { one: 'réponse', many: 'réponses', feminine: true },
};

/** « ≈ 12 comptes-rendus restants ce mois-ci », « ≈ 1 note restante ce mois-ci ». */
export function remainingLabel(chatType: ChatType, count: number): string {
  const noun = NOUNS[chatType];
  const plural = count > 1;
  const adjective = `restant${noun.feminine ? 'e' : ''}${plural ? 's' : ''}`;
  return `≈\u00a0${new Intl.NumberFormat('fr-FR').format(count)}\u00a0${plural ? noun.many : noun.one} ${adjective} ce mois-ci`;
}

/** Budget warnings (docs/budget.md): at 80 % and at 95 % of the month's budget. */
export function warningLevel(percentUsed: number): 'none' | 'warning' | 'critical' | 'exhausted' {
  if (percentUsed >= 100) return 'exhausted';
  if (percentUsed >= 95) return 'critical';
  if (percentUsed >= 80) return 'warning';
  return 'none';
}
