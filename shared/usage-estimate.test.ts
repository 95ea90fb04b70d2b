import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWER_COST, estimateRemainingAnswers, remainingLabel, shareOfRemaining, warningLevel, type BudgetState } from './usage-estimate.ts';

const BASIC: BudgetState = { period: '2026-3', inputTokens: 0, outputTokens: 0, inputAllowance: 2_000_000, outputAllowance: 2_000_000 };

describe('estimateRemainingAnswers', () => {
  it('uses the documented default before the first answer of that assistant', () => {
    const estimate = estimateRemainingAnswers(BASIC, 'documents');
    expect(estimate.basis).toBe('default');
    expect(estimate.perAnswer).toEqual(DEFAULT_ANSWER_COST.documents);
    // Output is the tighter side: 2 000 000 ÷ 2 500 = 800; input allows 571 → 571.
    expect(estimate.count).toBe(Math.floor(2_000_000 / 3_500));
    // Another assistant's answers do not count.
    const other = estimateRemainingAnswers({ ...BASIC, byChatType: { period: '2026-3', usage: { notes: { answers: 5, inputTokens: 5_000, outputTokens: 2_000 } } } }, 'documents');
    expect(other.basis).toBe('default');
  });

  it('uses the cost of a single answer once there is one', () => {
    const state: BudgetState = { ...BASIC, inputTokens: 10_000, outputTokens: 5_000, byChatType: { period: '2026-3', usage: { documents: { answers: 1, inputTokens: 10_000, outputTokens: 5_000 } } } };
    const estimate = estimateRemainingAnswers(state, 'documents');
    expect(estimate.basis).toBe('history');
    expect(estimate.perAnswer).toEqual({ inputTokens: 10_000, outputTokens: 5_000 });
    expect(estimate.count).toBe(199); // 1 990 000 ÷ 10 000 (input is the tighter side)
  });

  it('averages many answers, the tighter of input and output deciding', () => {
    const state: BudgetState = {
      ...BASIC,
      inputTokens: 1_500_000,
      outputTokens: 1_900_000,
      byChatType: { period: '2026-3', usage: { documents: { answers: 40, inputTokens: 160_000, outputTokens: 120_000 } } },
    };
    // Per answer 4 000 in / 3 000 out; left 500 000 in (125) and 100 000 out (33).
    expect(estimateRemainingAnswers(state, 'documents').count).toBe(33);
    expect(remainingLabel('documents', 33)).toBe('≈\u00a033\u00a0comptes-rendus restants ce mois-ci');
  });

  it('grows after a top-up (purchased tokens raise the allowance)', () => {
    const state: BudgetState = {
      ...BASIC,
      inputTokens: 1_999_000,
      outputTokens: 1_999_000,
      byChatType: { period: '2026-3', usage: { notes: { answers: 10, inputTokens: 20_000, outputTokens: 8_000 } } },
    };
    expect(estimateRemainingAnswers(state, 'notes').count).toBe(0);
    const toppedUp = { ...state, inputAllowance: 2_800_000, outputAllowance: 2_800_000 };
    expect(estimateRemainingAnswers(toppedUp, 'notes').count).toBe(Math.floor(801_000 / 2_000));
  });

  it('starts from the full allowance and the default at the month roll-over', () => {
    // The counters of the new month are zero; the per-assistant figures still name last month.
    const state: BudgetState = { ...BASIC, period: '2026-4', byChatType: { period: '2026-3', usage: { documents: { answers: 3, inputTokens: 300_000, outputTokens: 300_000 } } } };
    const estimate = estimateRemainingAnswers(state, 'documents');
    expect(estimate.basis).toBe('default');
    expect(estimate.count).toBe(Math.floor(2_000_000 / 3_500));
  });

  it('never goes below zero when usage exceeds the allowance', () => {
    expect(estimateRemainingAnswers({ ...BASIC, inputTokens: 2_100_000 }, 'diagnostic').count).toBe(0);
  });
});

describe('labels, warnings and the share of a long message', () => {
  it('agrees in number and gender', () => {
    expect(remainingLabel('notes', 1)).toBe('≈\u00a01\u00a0note restante ce mois-ci');
    expect(remainingLabel('notes', 12)).toBe('≈\u00a012\u00a0notes restantes ce mois-ci');
    expect(remainingLabel('documents', 0)).toBe('≈\u00a00\u00a0compte-rendu restant ce mois-ci');
  });

  it('warns at 80 % and 95 %', () => {
    expect([79, 80, 94, 95, 99, 100].map(warningLevel)).toEqual(['none', 'warning', 'warning', 'critical', 'critical', 'exhausted']);
  });

  it('gives the next answer’s cost as a share of what is left, larger for a longer message', () => {
    const state: BudgetState = { ...BASIC, inputTokens: 1_900_000, outputTokens: 1_000_000 };
    const short = shareOfRemaining(state, 'notes', 400);
    const long = shareOfRemaining(state, 'notes', 40_000);
    // 100 000 input tokens left: (2 000 + 10 000) ÷ 100 000.
    expect(long).toBeCloseTo(0.12, 5);
    expect(short).toBeLessThan(long);
    expect(shareOfRemaining({ ...state, inputTokens: 2_000_000 }, 'notes', 10)).toBe(Infinity);
  });
});
