import { describe, expect, it } from 'vitest';
import { checkAnswer, CHECK_MESSAGES } from './number-check.ts';
import { CASE_SHEET, NUMBER_CHECK_CASES } from './number-check.cases.ts';

describe('number check over the table of French excerpts', () => {
  it('has at least 60 cases in every category', () => {
    expect(NUMBER_CHECK_CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(NUMBER_CHECK_CASES.map((testCase, i) => [i + 1, testCase.category, testCase.answer, testCase] as const))('#%i (%s) %s', (_i, _category, _answer, testCase) => {
    const flags = checkAnswer({ answer: testCase.answer, sheet: testCase.sheet ?? null, conversation: testCase.conversation ?? [] });
    expect(flags.map((flag) => flag.text)).toEqual(testCase.flagged);
    for (const flag of flags) expect(testCase.answer.slice(flag.start, flag.end)).toBe(flag.text);
  });
});

describe('flags', () => {
  it('explain themselves in French', () => {
    const [number, band] = checkAnswer({ answer: 'L’IRP est de 98. L’ICV (121) est dans la moyenne.', sheet: CASE_SHEET });
    expect(number).toMatchObject({ kind: 'number', name: 'IRP', message: CHECK_MESSAGES.number });
    expect(number?.message).toBe('Ce score ne figure pas dans vos données');
    expect(band).toMatchObject({ kind: 'band', name: 'ICV', message: 'Zone incohérente avec le score saisi (ICV 121\u00a0: Supérieur)' });
  });

  it('flag nothing in an answer without numbers', () => {
    expect(checkAnswer({ answer: 'Rien à signaler.', sheet: null })).toEqual([]);
  });
});
