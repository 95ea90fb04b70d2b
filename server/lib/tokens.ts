import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores for a token: a keyed hash, so a dump yields nothing usable. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

/**
 * `hashToken` for session tokens, remembered by the process: the requests of a live session find
 * their token's stored hash under an unkeyed SHA-256 of the token — never the token itself — which
 * costs a fifth of the keyed HMAC (docs/performance.md). At most `limit` entries, all dropped when
 * full.
 */
export function createTokenHashMemo(secret: string, limit = 10_000): { hashOf(token: string): string; readonly size: number } {
  const known = new Map<string, string>();
  return {
    hashOf(token) {
      const key = hash('sha256', token, 'base64url');
      let stored = known.get(key);
      if (stored === undefined) {
        stored = hashToken(secret, token);
        if (known.size >= limit) known.clear();
        known.set(key, stored);
      }
      return stored;
    },
    get size() {
      return known.size;
    },
  };
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
