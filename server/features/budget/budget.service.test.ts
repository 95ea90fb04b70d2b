import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenUsage } from '#server/db/schema.ts';
import { createManualClock } from '#server/lib/clock.ts';
import { AppError } from '#server/lib/errors.ts';
import type { PlanId } from '#shared/auth.schemas.ts';
import { PLANS } from '#shared/plans.ts';
import { insertSubscriber } from '#tests/factories/subscriber-row.ts';
import { createTestDatabase, serverDatabaseUrl } from '#tests/support/test-database.ts';
import { allowanceOf, rollOver } from './budget-math.ts';
import { currentPeriod } from './budget-period.ts';
import { createBudgetRepo } from './budget.repo.ts';
import { createBudgetService, type Reservation } from './budget.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const clock = createManualClock(new Date('2026-03-15T10:00:00Z'));
let repo: ReturnType<typeof createBudgetRepo>;
let budget: ReturnType<typeof createBudgetService>;

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createBudgetRepo(database.db);
  budget = createBudgetService({ repo, clock });
});
afterAll(() => database.close());
beforeEach(() => clock.set(new Date('2026-03-15T10:00:00Z')));

const newUser = (plan: PlanId = 'basic'): Promise<string> => insertSubscriber(database.db, plan);

/** A call whose provider reported exactly these figures: `settle` charges them. */
const reported = (inputTokens: number, outputTokens: number) => ({ accepted: true, outputChars: 0, outcome: 'completed' as const, usage: { inputTokens, outputTokens } });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'granted';
}

describe('reservation and settlement', () => {
  it('drops a reservation left behind by a dead process once the counters have been idle for 30 minutes', async () => {
    const userId = await newUser();
    const allowance = PLANS.basic.monthlyOutputTokens;
    // A stream that was never settled holds almost all the output budget.
    await budget.reserve(userId, 'basic', { inputTokens: 1_000, maxOutputTokens: allowance });
    expect(await refusal(budget.reserve(userId, 'basic', { inputTokens: 1_000, maxOutputTokens: 4_000 }))).toBe('TOKEN_LIMIT_OUTPUT');
    clock.advance(29 * 60_000);
    expect(await refusal(budget.reserve(userId, 'basic', { inputTokens: 1_000, maxOutputTokens: 4_000 }))).toBe('TOKEN_LIMIT_OUTPUT');
    clock.advance(2 * 60_000);
    const fresh = await budget.reserve(userId, 'basic', { inputTokens: 1_000, maxOutputTokens: 4_000 });
    expect(fresh.outputTokens).toBe(4_000);
    expect(await repo.findCounters(userId)).toMatchObject({ reservedInputTokens: 1_000, reservedOutputTokens: 4_000 });
  });

  it('reserves the estimate and the maximum output, then charges the real usage', async () => {
    const userId = await newUser();
    const reservation = await budget.reserve(userId, 'basic', { inputTokens: 1_000, maxOutputTokens: 4_000 });
    expect(reservation).toMatchObject({ inputTokens: 1_000, outputTokens: 4_000 });
    expect(await repo.findCounters(userId)).toMatchObject({ reservedInputTokens: 1_000, reservedOutputTokens: 4_000, inputTokens: 0 });
    await budget.settle(reservation, reported(950, 300));
    expect(await repo.findCounters(userId)).toMatchObject({ reservedInputTokens: 0, reservedOutputTokens: 0, inputTokens: 950, outputTokens: 300, period: '2026-3' });
    const summary = await budget.summary(userId, 'basic');
    expect(summary).toMatchObject({ inputTokens: 950, outputTokens: 300, lastResetDate: '2026-3', inputAllowance: 2_000_000, percentUsed: 0 });
    expect(summary.daily).toEqual([{ day: 15, inputTokens: 950, outputTokens: 300 }]);
  });

  it('caps the output reservation by what remains, and refuses when input or output is exhausted', async () => {
    const userId = await newUser();
    await repo.creditPurchased(userId, '2026-3', { inputTokens: 0, outputTokens: 0 }, clock.now());
    await database.db.update(tokenUsage).set({ inputTokens: 1_999_000, outputTokens: 1_998_000 }).where(eq(tokenUsage.userId, userId));
    const capped = await budget.reserve(userId, 'basic', { inputTokens: 500, maxOutputTokens: 4_000 });
    expect(capped.outputTokens).toBe(2_000);
    expect(await refusal(budget.reserve(userId, 'basic', { inputTokens: 600, maxOutputTokens: 4_000 }))).toBe('TOKEN_LIMIT_INPUT');
    expect(await refusal(budget.reserve(userId, 'basic', { inputTokens: 100, maxOutputTokens: 4_000 }))).toBe('TOKEN_LIMIT_OUTPUT');
    await budget.settle(capped, reported(0, 0));
    expect(await refusal(budget.reserve(userId, 'basic', { inputTokens: 100, maxOutputTokens: 4_000 }))).toBe('granted');
  });

  it('uses the plan allowance first, then purchased tokens, which survive the month change', async () => {
    const userId = await newUser();
    await repo.creditPurchased(userId, '2026-3', { inputTokens: 800_000, outputTokens: 800_000 }, clock.now());
    const big = await budget.reserve(userId, 'basic', { inputTokens: 2_500_000, maxOutputTokens: 4_000 });
    await budget.settle(big, reported(2_500_000, 100));
    expect((await budget.summary(userId, 'basic')).percentUsed).toBe(Math.round((100 * 2_500_000) / 2_800_000));
    // 31 March 23:59 Paris → 1 April 00:00 Paris.
    clock.set(new Date('2026-03-31T21:59:00Z'));
    expect((await budget.summary(userId, 'basic')).lastResetDate).toBe('2026-3');
    clock.set(new Date('2026-03-31T22:00:00Z'));
    const april = await budget.summary(userId, 'basic');
    expect(april).toMatchObject({ lastResetDate: '2026-4', inputTokens: 0, outputTokens: 0, purchasedInputTokens: 300_000, purchasedOutputTokens: 800_000, inputAllowance: 2_300_000 });
    const next = await budget.reserve(userId, 'basic', { inputTokens: 10, maxOutputTokens: 100 });
    expect(await repo.findCounters(userId)).toMatchObject({ period: '2026-4', inputTokens: 0, purchasedInputTokens: 300_000, reservedInputTokens: 10 });
    await budget.settle(next, reported(10, 10));
  });

  it('gives Premium its own allowance', async () => {
    const userId = await newUser('premium');
    expect(await refusal(budget.reserve(userId, 'premium', { inputTokens: 4_000_000, maxOutputTokens: 4_000 }))).toBe('granted');
    expect((await budget.summary(userId, 'premium')).inputAllowance).toBe(PLANS.premium.monthlyInputTokens);
  });
});

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('property: random reserve / settle / top-up / reset sequences', () => {
  it.each([1, 2, 3, 4])('keeps used + reserved within the allowance (seed %i)', async (seed) => {
    const random = prng(seed);
    const userId = await newUser();
    const open: Reservation[] = [];
    let granted = 0;
    let refused = 0;
    for (let step = 0; step < 250; step++) {
      const roll = random();
      if (roll < 0.55) {
        try {
          open.push(await budget.reserve(userId, 'basic', { inputTokens: Math.floor(random() * 900_000), maxOutputTokens: 1 + Math.floor(random() * 900_000) }));
          granted++;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          expect(['TOKEN_LIMIT_INPUT', 'TOKEN_LIMIT_OUTPUT']).toContain(error.code);
          refused++;
        }
      } else if (roll < 0.85 && open.length > 0) {
        const [reservation] = open.splice(Math.floor(random() * open.length), 1);
        await budget.settle(reservation!, reported(Math.floor(random() * (reservation!.inputTokens + 1)), Math.floor(random() * (reservation!.outputTokens + 1))));
      } else if (roll < 0.95) {
        await repo.creditPurchased(userId, currentPeriod(clock.now()), { inputTokens: 800_000, outputTokens: 800_000 }, clock.now());
      } else {
        // A month passes. Streams end within minutes, so none is still open a month later
        // (an unsettled one would be dropped as stale: see the dedicated test above).
        for (const reservation of open.splice(0)) await budget.settle(reservation, reported(reservation.inputTokens, 0));
        clock.advance(31 * 24 * 3600 * 1000);
      }
      const stored = await repo.findCounters(userId);
      if (!stored) continue;
      const now = rollOver(stored, currentPeriod(clock.now()), 'basic');
      const allowance = allowanceOf(now, 'basic');
      expect(now.inputTokens + now.reservedInputTokens).toBeLessThanOrEqual(allowance.inputTokens);
      expect(now.outputTokens + now.reservedOutputTokens).toBeLessThanOrEqual(allowance.outputTokens);
      expect(now.reservedInputTokens).toBe(open.reduce((sum, r) => sum + r.inputTokens, 0));
      expect(now.reservedOutputTokens).toBe(open.reduce((sum, r) => sum + r.outputTokens, 0));
    }
    expect(granted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(0);
  });
});

const onPostgres = serverDatabaseUrl() !== undefined;
if (!onPostgres) console.warn('\n!! budget concurrency test SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on PostgreSQL\n');

describe.skipIf(!onPostgres)('concurrency on PostgreSQL', () => {
  it('grants exactly one of 50 simultaneous reservations when there is room for one', async () => {
    const userId = await newUser();
    await repo.creditPurchased(userId, '2026-3', { inputTokens: 0, outputTokens: 0 }, clock.now());
    await database.db.update(tokenUsage).set({ inputTokens: 2_000_000 - 1_500 }).where(eq(tokenUsage.userId, userId));
    const results = await Promise.all(Array.from({ length: 50 }, () => refusal(budget.reserve(userId, 'basic', { inputTokens: 1_000, maxOutputTokens: 4_000 }))));
    expect(results.filter((result) => result === 'granted')).toHaveLength(1);
    expect(results.filter((result) => result === 'TOKEN_LIMIT_INPUT')).toHaveLength(49);
    expect(await repo.findCounters(userId)).toMatchObject({ reservedInputTokens: 1_000, reservedOutputTokens: 4_000 });
  });
});
