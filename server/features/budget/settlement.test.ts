/**
 * A database error at settlement (docs/chat-streaming.md): the settlement is tried again, and
 * what still fails is settled by the reconciliation; reservations of a dead process are released.
 * A real database, with the settlement statement made to fail on purpose.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenUsage } from '#server/db/schema.ts';
import { createManualClock } from '#server/lib/clock.ts';
import { insertSubscriber } from '#tests/factories/subscriber-row.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { createDemoProvider } from '#server/features/chat/providers/demo-provider.ts';
import { createChatService } from '#server/features/chat/chat.service.ts';
import { STALE_RESERVATION_MS, createBudgetRepo } from './budget.repo.ts';
import { createBudgetService } from './budget.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const clock = createManualClock(new Date('2026-03-15T10:00:00Z'));
const logs: string[] = [];
const logger = { info: (obj: object, msg: string) => logs.push(`${msg} ${JSON.stringify(obj)}`), warn: (obj: object, msg: string) => logs.push(`${msg} ${JSON.stringify(obj)}`) };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const newUser = (): Promise<string> => insertSubscriber(database.db);

/** The real repository, whose settlement fails while `failing` says so (a lost connection, a failover). */
function faultyRepo() {
  const real = createBudgetRepo(database.db);
  const control = { failures: 0, failing: (_attempt: number) => false };
  return {
    control,
    repo: {
      ...real,
      async settle(...args: Parameters<typeof real.settle>) {
        if (control.failing(control.failures + 1)) {
          control.failures++;
          throw Object.assign(new Error('Connection terminated unexpectedly'), { name: 'DatabaseError' });
        }
        return real.settle(...args);
      },
    },
  };
}

const counters = async (userId: string) => (await database.db.select().from(tokenUsage).where(eq(tokenUsage.userId, userId)))[0]!;

async function answer(chat: ReturnType<typeof createChatService>, userId: string) {
  const run = await chat.open({ id: userId, plan: 'basic' }, 'notes', { messages: [{ role: 'user', content: 'Notes de séance.' }], selectedItems: [], options: [] });
  const events = [];
  for await (const event of run.events(new AbortController().signal)) events.push(event);
  return events;
}

describe('settlement after a database error', () => {
  it('tries again and settles: the reservation is released and the answer charged', async () => {
    const { repo, control } = faultyRepo();
    control.failing = (attempt) => attempt <= 2;
    const budget = createBudgetService({ repo, clock, retryDelaysMs: [10, 10], logger });
    const chat = createChatService({ ai: createDemoProvider({ delayMs: 0 }), budget, clock, logger });
    const userId = await newUser();
    const events = await answer(chat, userId);
    expect(events.at(-1)?.type).toBe('done');
    expect(control.failures).toBe(2);
    const row = await counters(userId);
    expect(row).toMatchObject({ reservedInputTokens: 0, reservedOutputTokens: 0 });
    expect(row.inputTokens).toBeGreaterThan(100);
    expect(budget.pendingSettlements()).toBe(0);
  });

  it('when every attempt fails, the reconciliation settles it later, exactly once', async () => {
    const { repo, control } = faultyRepo();
    control.failing = () => true;
    const budget = createBudgetService({ repo, clock, retryDelaysMs: [10, 10], logger });
    const chat = createChatService({ ai: createDemoProvider({ delayMs: 0 }), budget, clock, logger });
    const userId = await newUser();
    const events = await answer(chat, userId);
    const charged = events.at(-1)?.type === 'done' ? (events.at(-1) as { usage: { inputTokens: number; outputTokens: number } }).usage : undefined;
    expect(charged?.inputTokens).toBeGreaterThan(100);
    expect(control.failures).toBe(3);
    // Still held: the database refused every attempt.
    expect((await counters(userId)).reservedInputTokens).toBeGreaterThan(0);
    expect(budget.pendingSettlements()).toBe(1);
    expect(logs.some((line) => line.startsWith('chat settlement deferred to reconciliation'))).toBe(true);

    // A reconciliation while the database still fails keeps it for the next one.
    expect(await budget.reconcile()).toMatchObject({ settled: 0, stillPending: 1 });
    control.failing = () => false;
    expect(await budget.reconcile()).toMatchObject({ settled: 1, stillPending: 0 });
    expect(await budget.reconcile()).toMatchObject({ settled: 0, stillPending: 0 });
    expect(await counters(userId)).toMatchObject({ reservedInputTokens: 0, reservedOutputTokens: 0, inputTokens: charged!.inputTokens, outputTokens: charged!.outputTokens });
  });

  it('the reconciliation releases what a dead process left reserved, and nothing fresh', async () => {
    const budget = createBudgetService({ repo: createBudgetRepo(database.db), clock });
    const [dead, alive] = [await newUser(), await newUser()];
    const old = new Date(clock.now().getTime() - STALE_RESERVATION_MS - 60_000);
    await database.db.insert(tokenUsage).values([
      { userId: dead, period: '2026-3', inputTokens: 500, reservedInputTokens: 700, reservedOutputTokens: 4000, updatedAt: old },
      { userId: alive, period: '2026-3', inputTokens: 500, reservedInputTokens: 700, reservedOutputTokens: 4000, updatedAt: clock.now() },
    ]);
    const result = await budget.reconcile();
    expect(result.released).toBeGreaterThanOrEqual(1);
    expect(await counters(dead)).toMatchObject({ inputTokens: 500, reservedInputTokens: 0, reservedOutputTokens: 0 });
    expect(await counters(alive)).toMatchObject({ inputTokens: 500, reservedInputTokens: 700, reservedOutputTokens: 4000 });
  });
});
