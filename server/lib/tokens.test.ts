import { describe, expect, it } from 'vitest';
import { createTokenHashMemo, hashToken, randomToken } from './tokens.ts';

describe('the remembered hash of session tokens', () => {
  it('gives the keyed hash the database stores, for every token, and keeps at most its limit', () => {
    const memo = createTokenHashMemo('secret-secret-secret-secret-secret-00', 3);
    const tokens = Array.from({ length: 5 }, () => randomToken());
    for (const token of tokens) expect(memo.hashOf(token)).toBe(hashToken('secret-secret-secret-secret-secret-00', token));
    // Asked again (some remembered, some dropped when the memo was full): the same answers.
    for (const token of tokens) expect(memo.hashOf(token)).toBe(hashToken('secret-secret-secret-secret-secret-00', token));
    expect(memo.size).toBeLessThanOrEqual(3);
    expect(memo.hashOf(tokens[0]!)).not.toBe(memo.hashOf(tokens[1]!));
  });
});
