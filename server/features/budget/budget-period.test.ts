import { describe, expect, it } from 'vitest';
import { currentPeriod } from './budget-period.ts';

describe('currentPeriod (Europe/Paris months, YYYY-M)', () => {
  it.each([
    ['2025-09-15T12:00:00Z', '2025-9'],
    ['2025-09-30T21:59:59Z', '2025-9'], // 23:59:59 in Paris (CEST)
    ['2025-09-30T22:00:00Z', '2025-10'], // midnight in Paris
    ['2025-12-31T22:59:59Z', '2025-12'], // 23:59:59 in Paris (CET)
    ['2025-12-31T23:00:00Z', '2026-1'],
  ])('%s → %s', (iso, period) => {
    expect(currentPeriod(new Date(iso))).toBe(period);
  });
});
