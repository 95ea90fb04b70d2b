/**
 * Fixed-window counters in PostgreSQL, so limits hold across instances and restarts.
 * One atomic upsert per hit: concurrent requests can never all see "under the limit".
 */
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';

export interface RateRule {
  /** Distinguishes counters (e.g. `login-account`). */
  name: string;
  limit: number;
  windowMs: number;
}

export interface HitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one attempt under `subject`; refused once the count passes the rule's limit. */
  hit(rule: RateRule, subject: string): Promise<HitResult>;
  reset(rule: RateRule, subject: string): Promise<void>;
  /** Removes every counter whose subject is one of these (account deletion). */
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
      const windowFloor = new Date(now.getTime() - rule.windowMs);
      const [row] = await selectRows<{ count: number; window_start: Date | string }>(
        db,
        sql`insert into rate_limits (key, count, window_start) values (${keyOf(rule, subject)}, 1, ${now.toISOString()})
            on conflict (key) do update set
              count = case when rate_limits.window_start <= ${windowFloor.toISOString()} then 1 else rate_limits.count + 1 end,
              window_start = case when rate_limits.window_start <= ${windowFloor.toISOString()} then excluded.window_start else rate_limits.window_start end
            returning count, window_start`,
      );
      if (!row) throw new Error('rate limit upsert returned no row');
      return result(rule, row.count, new Date(row.window_start));
    },
    async reset(rule, subject) {
      await db.execute(sql`delete from rate_limits where key = ${keyOf(rule, subject)}`);
    },
    async forgetSubjects(subjects) {
      for (const subject of subjects) {
        await db.execute(sql`delete from rate_limits where key like ${'%:' + subject.replace(/[%_\\]/g, '\\$&')}`);
      }
    },
  };
}
