/**
 * Counters in PostgreSQL, so limits hold across instances and restarts (docs/security/sign-in.md).
 * One atomic upsert per hit: concurrent requests can never all see "under the limit".
 *
 * A rule's window is fixed (it starts at the first hit and lasts `windowMs`) unless the rule is
 * `sliding`: then every hit restarts the window, so `windowStart` is the time of the last hit
 * (what progressive delays need).
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';

export interface RateRule {
  /** Distinguishes counters (e.g. `login-account`). */
  name: string;
  limit: number;
  windowMs: number;
  /** Every hit restarts the window (the counter ends `windowMs` after the last hit). */
  sliding?: boolean;
}

export interface HitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

export interface CounterState {
  count: number;
  /** Start of the window; for a sliding rule, the time of the last hit. */
  windowStart: Date;
}

export interface RateLimiter {
  /** Counts one attempt under `subject`; refused once the count passes the rule's limit. */
  hit(rule: RateRule, subject: string): Promise<HitResult>;
  /** The live counter, without counting anything (undefined when none or its window is over). */
  peek(rule: RateRule, subject: string): Promise<CounterState | undefined>;
  /** Gives back one hit (an attempt that turned out to succeed is not a failure). */
  release(rule: RateRule, subject: string): Promise<void>;
  reset(rule: RateRule, subject: string): Promise<void>;
  /** Removes every counter whose subject is, or starts with, one of these (account deletion). */
  forgetSubjects(subjects: string[]): Promise<void>;
}

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;

export function createRateLimiter({ db, clock }: { db: Database; clock: Clock }): RateLimiter {
  const result = (rule: RateRule, count: number, windowStart: Date): HitResult => {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - clock.now().getTime()) / 1000));
    return { allowed: count <= rule.limit, count, retryAfter };
  };
  return {
    async hit(rule, subject) {
      const now = clock.now();
      const windowFloor = new Date(now.getTime() - rule.windowMs).toISOString();
      const start = rule.sliding
        ? sql`excluded.window_start`
        : sql`case when rate_limits.window_start <= ${windowFloor} then excluded.window_start else rate_limits.window_start end`;
      const [row] = await selectRows<{ count: number; window_start: Date | string }>(
        db,
        sql`insert into rate_limits (key, count, window_start) values (${keyOf(rule, subject)}, 1, ${now.toISOString()})
            on conflict (key) do update set
              count = case when rate_limits.window_start <= ${windowFloor} then 1 else rate_limits.count + 1 end,
              window_start = ${start}
            returning count, window_start`,
      );
      if (!row) throw new Error('rate limit upsert returned no row');
      return result(rule, row.count, new Date(row.window_start));
    },
    async peek(rule, subject) {
      const windowFloor = new Date(clock.now().getTime() - rule.windowMs).toISOString();
      const [row] = await selectRows<{ count: number; window_start: Date | string }>(
        db,
        sql`select count, window_start from rate_limits where key = ${keyOf(rule, subject)} and window_start > ${windowFloor}`,
      );
      return row ? { count: row.count, windowStart: new Date(row.window_start) } : undefined;
    },
    async release(rule, subject) {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${keyOf(rule, subject)}`);
    },
    async reset(rule, subject) {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(rule, subject)}`);
    },
    async forgetSubjects(subjects) {
      for (const subject of subjects) {
        await db.execute(sql`delete from rate_limits where key like ${'%:' + subject.replace(/[%_\\]/g, '\\$&') + '%'}`);
      }
    },
  };
}
