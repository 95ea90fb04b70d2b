import { describe, expect, it } from 'vitest';
import { checkRpps, luhnIsValid } from './rpps.ts';

describe('RPPS numbers', () => {
  it.each([
    ['10000000009', null],
    ['10001234565', null],
    ['1000 0000 009', null],
    ['10000000008', 'checksum'],
    ['10001234560', 'checksum'],
    ['1000000000', 'format'],
    ['100000000099', 'format'],
    ['1000000000A', 'format'],
    ['', 'format'],
  ])('%s → %s', (value, problem) => {
    expect(checkRpps(value)).toBe(problem);
  });

  it('implements Luhn on known card numbers', () => {
    expect(luhnIsValid('4242424242424242')).toBe(true);
    expect(luhnIsValid('4242424242424241')).toBe(false);
  });
});
