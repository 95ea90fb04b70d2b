/**
 * A per-process cache of live sessions (docs/performance.md, "Authenticated requests"): it spares
 * the database round trip that every signed-in request would otherwise make for its session and
 * user. Two rules keep it safe with several instances on one database:
 * - an entry lives at most `ttlMs` (≤ 1 s): a session revoked, a password changed or a subscription
 *   cancelled through ANOTHER instance (or the admin CLI, or a webhook delivered elsewhere) takes
 *   effect here within that time;
 * - every write made through THIS instance forgets what it may have changed at once
 *   (`forgetUser`, `forgetAll`), and a lookup that started before a forget does not store its
 *   (possibly older) result: the generation check below.
 * The TTL runs on the process's monotonic clock, not on the app's (tests' manual) clock; the
 * session's own limits (absolute end, idle timeout) are still checked against the app's clock on
 * every hit, like the SQL lookup does.
 */
import { performance } from 'node:perf_hooks';

export interface SessionCacheOptions {
  ttlMs: number;
  /** Oldest entries go first beyond this many. */
  maxEntries?: number;
  monotonicNow?: () => number;
}

export interface SessionCache<T extends { userId: string }> {
  get(sessionId: string): T | undefined;
  /** The generation to pass to `set`: take it before reading the database. */
  generation(): number;
  /** Stores a lookup's result, unless something was forgotten since `generation` was taken. */
  set(sessionId: string, value: T, generation: number): void;
  /** Updates an entry in place (e.g. its last-used time) without extending its life. */
  update(sessionId: string, change: (value: T) => T): void;
  forgetSession(sessionId: string): void;
  forgetUser(userId: string): void;
  forgetAll(): void;
  readonly size: number;
}

export function createSessionCache<T extends { userId: string }>(options: SessionCacheOptions): SessionCache<T> {
  const { ttlMs, maxEntries = 10_000, monotonicNow = () => performance.now() } = options;
  const entries = new Map<string, { value: T; until: number }>();
  let generation = 0;

  return {
    get(sessionId) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= monotonicNow()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.value;
    },
    generation: () => generation,
    set(sessionId, value, taken) {
      if (ttlMs <= 0 || taken !== generation) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(sessionId, { value, until: monotonicNow() + ttlMs });
    },
    update(sessionId, change) {
      const entry = entries.get(sessionId);
      if (entry) entry.value = change(entry.value);
    },
    forgetSession(sessionId) {
      generation += 1;
      entries.delete(sessionId);
    },
    forgetUser(userId) {
      generation += 1;
      for (const [id, entry] of entries) if (entry.value.userId === userId) entries.delete(id);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
