/**
 * An answer that ends with an error carries its failure kind from the service (a closed set, for
 * the metrics in server/http/metrics.ts): the route no longer recognises it from the French
 * message, and the browser still receives only the code and the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '#server/lib/clock.ts';
import { insertSubscriber } from '#tests/factories/subscriber-row.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { createBudgetRepo } from '#server/features/budget/budget.repo.ts';
import { createBudgetService } from '#server/features/budget/budget.service.ts';
import { AiProviderError, type AiDelta, type AiFailureKind, type AiProvider } from './ai-provider.ts';
import { createChatService } from './chat.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const clock = createManualClock(new Date('2026-03-15T10:00:00Z'));
const logger = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const newUser = (): Promise<string> => insertSubscriber(database.db);

/** A provider that accepts the request, then ends as `end` says. */
function provider(end: AiFailureKind | 'empty' | 'crash'): AiProvider {
  return {
    label: 'Test',
    async *stream(): AsyncGenerator<AiDelta> {
      yield { type: 'accepted' };
      if (end === 'empty') return;
      if (end === 'crash') throw new TypeError('boom');
      throw new AiProviderError(end, 503);
    },
  };
}

async function lastEvent(ai: AiProvider) {
  const budget = createBudgetService({ repo: createBudgetRepo(database.db), clock });
  const chat = createChatService({ ai, budget, clock, logger });
  const run = await chat.open({ id: await newUser(), plan: 'basic' }, 'notes', { messages: [{ role: 'user', content: 'Notes.' }], selectedItems: [], options: [] });
  const events = [];
  for await (const event of run.events(new AbortController().signal)) events.push(event);
  return events.at(-1);
}

describe('the failure kind of an error event', () => {
  it.each(['rate_limited', 'unavailable', 'timeout', 'refused', 'interrupted', 'network'] as const)('%s', async (kind) => {
    expect(await lastEvent(provider(kind))).toMatchObject({ type: 'error', code: 'AI_FAILED', kind });
  });

  it('empty_reply for an answer without text, other for an unexpected error', async () => {
    expect(await lastEvent(provider('empty'))).toMatchObject({ type: 'error', code: 'EMPTY_REPLY', kind: 'empty_reply' });
    expect(await lastEvent(provider('crash'))).toMatchObject({ type: 'error', code: 'AI_FAILED', kind: 'other' });
  });
});
