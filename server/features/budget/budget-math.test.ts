import { describe, expect, it } from 'vitest';
import { allowanceOf, chargedUsage, chargeOf, dayPrefixOfPeriod, estimateTokens, parisDay, percentUsed, rollOver, type UsageCounters } from './budget-math.ts';

const counters = (overrides: Partial<UsageCounters> = {}): UsageCounters => ({
  period: '2026-3',
  inputTokens: 0,
  outputTokens: 0,
  reservedInputTokens: 0,
  reservedOutputTokens: 0,
  purchasedInputTokens: 0,
  purchasedOutputTokens: 0,
  ...overrides,
});

describe('estimateTokens (docs/product/specification.md §9: characters ÷ 4)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [4000, 1000],
  ])('%i characters → %i tokens', (chars, tokens) => expect(estimateTokens(chars)).toBe(tokens));
});

describe('chargedUsage', () => {
  const base = { estimatedInputTokens: 1000, outputChars: 400, reported: undefined, receivedAnyToken: true, aborted: false };
  it('uses the provider’s figures when it reports both', () => {
    expect(chargedUsage({ ...base, reported: { inputTokens: 812, outputTokens: 95, totalTokens: 907 } })).toEqual({ inputTokens: 812, outputTokens: 95 });
  });
  it('falls back to the estimate (prompt and answer characters ÷ 4)', () => {
    expect(chargedUsage(base)).toEqual({ inputTokens: 1000, outputTokens: 100 });
  });
  it('adds the difference to a reported total, 30 % input and 70 % output', () => {
    expect(chargedUsage({ ...base, reported: { totalTokens: 1300 } })).toEqual({ inputTokens: 1060, outputTokens: 240 });
    expect(chargedUsage({ ...base, reported: { totalTokens: 1000 } })).toEqual({ inputTokens: 970, outputTokens: 30 });
  });
  it('charges nothing for a failure before the first token, and the estimate for a stopped answer', () => {
    expect(chargedUsage({ ...base, outputChars: 0, receivedAnyToken: false })).toEqual({ inputTokens: 0, outputTokens: 0 });
    expect(chargedUsage({ ...base, outputChars: 0, receivedAnyToken: false, aborted: true })).toEqual({ inputTokens: 1000, outputTokens: 0 });
  });
});

describe('chargeOf (what settle charges from a call report)', () => {
  const report = { accepted: true, outputChars: 400, outcome: 'completed' as const };
  it('charges nothing when the provider never accepted the request and sent nothing', () => {
    expect(chargeOf(1000, { ...report, accepted: false, outputChars: 0, outcome: 'stopped' })).toEqual({ inputTokens: 0, outputTokens: 0 });
  });
  it('charges the input of an accepted answer stopped before any text', () => {
    expect(chargeOf(1000, { ...report, outputChars: 0, outcome: 'stopped' })).toEqual({ inputTokens: 1000, outputTokens: 0 });
  });
  it('charges the estimate, or the provider’s figures', () => {
    expect(chargeOf(1000, report)).toEqual({ inputTokens: 1000, outputTokens: 100 });
    expect(chargeOf(1000, { ...report, usage: { inputTokens: 812, outputTokens: 95 } })).toEqual({ inputTokens: 812, outputTokens: 95 });
  });
});

describe('rollOver (monthly reset, plan allowance first)', () => {
  it('keeps the counters within the same month', () => {
    const same = counters({ inputTokens: 5 });
    expect(rollOver(same, '2026-3', 'basic')).toBe(same);
  });
  it('starts a new month at zero and charges the overflow to purchased tokens', () => {
    const march = counters({ inputTokens: 2_300_000, outputTokens: 1_000_000, purchasedInputTokens: 800_000, purchasedOutputTokens: 800_000, reservedInputTokens: 7 });
    expect(rollOver(march, '2026-4', 'basic')).toEqual({
      period: '2026-4',
      inputTokens: 0,
      outputTokens: 0,
      reservedInputTokens: 7,
      reservedOutputTokens: 0,
      purchasedInputTokens: 500_000,
      purchasedOutputTokens: 800_000,
    });
  });
  it('never leaves a negative purchased balance', () => {
    expect(rollOver(counters({ inputTokens: 9_000_000, purchasedInputTokens: 100 }), '2026-4', 'basic').purchasedInputTokens).toBe(0);
  });
});

describe('percentUsed (docs/product/decisions.md, §4)', () => {
  it.each([
    [{ inputTokens: 0, outputTokens: 0 }, 0],
    [{ inputTokens: 1_000_000, outputTokens: 200_000 }, 50],
    [{ inputTokens: 100_000, outputTokens: 1_610_000 }, 81],
    [{ inputTokens: 2_000_000, outputTokens: 0 }, 100],
    [{ inputTokens: 3_000_000, outputTokens: 0 }, 150],
  ])('%o of the Basic allowance → %i %', (used, percent) => {
    expect(percentUsed(used, allowanceOf(counters(), 'basic'))).toBe(percent);
  });
  it('counts purchased tokens in the allowance', () => {
    const allowance = allowanceOf(counters({ purchasedInputTokens: 800_000, purchasedOutputTokens: 800_000 }), 'basic');
    expect(allowance).toEqual({ inputTokens: 2_800_000, outputTokens: 2_800_000 });
    expect(percentUsed({ inputTokens: 1_400_000, outputTokens: 0 }, allowance)).toBe(50);
  });
});

describe('Paris days', () => {
  it.each([
    ['2026-03-31T21:59:59Z', '2026-03-31'],
    ['2026-03-31T22:00:00Z', '2026-04-01'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
  ])('%s is %s in Paris', (iso, day) => expect(parisDay(new Date(iso))).toBe(day));
  it('maps a period to its day prefix', () => {
    expect(dayPrefixOfPeriod('2026-3')).toBe('2026-03-');
    expect(dayPrefixOfPeriod('2026-11')).toBe('2026-11-');
  });
});
