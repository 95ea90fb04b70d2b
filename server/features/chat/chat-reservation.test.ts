/**
 * The writing style is read while the budget is reserved (docs/chat-streaming.md, "What the relay
 * costs"): one round trip of waiting before the provider instead of two. The reservation covers the
 * longest style the form accepts; what is charged stays the real prompt's estimate, and a reservation
 * is never left behind when the style cannot be read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenUsage } from '#server/db/schema.ts';
import { createManualClock } from '#server/lib/clock.ts';
import { insertSubscriber } from '#tests/factories/subscriber-row.ts';
import { createTestDatabase } from '#tests/support/test-database.ts';
import { estimateTokens } from '#server/features/budget/budget-math.ts';
import { createBudgetRepo } from '#server/features/budget/budget.repo.ts';
import { createBudgetService } from '#server/features/budget/budget.service.ts';
import { WRITING_STYLE_MAX_INSTRUCTION_CHARS, writingStyleInstructions } from '#shared/writing-style.ts';
import type { AiDelta, AiProvider, AiRequest } from './ai-provider.ts';
import { buildPrompt, writingStyleAllowance } from './chat-prompt.ts';
import { createChatService, type ChatInput, type WritingStyleSource } from './chat.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const clock = createManualClock(new Date('2026-03-15T10:00:00Z'));
const logger = { info: () => undefined, warn: () => undefined };
const INPUT: ChatInput = { messages: [{ role: 'user', content: 'Notes de la séance.' }], selectedItems: [], options: [] };
const STYLE = writingStyleInstructions({ text: 'Phrases sobres, vocabulaire clinique.', toggles: ['phrases-courtes'] });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const countersOf = async (userId: string) => (await database.db.select().from(tokenUsage).where(eq(tokenUsage.userId, userId)))[0];

/** A provider that accepts, sends one piece of text and no usage (the budget then charges its estimates). */
function provider(seen: AiRequest[] = [], during?: () => Promise<void>): AiProvider {
  return {
    label: 'Test',
    async *stream(request): AsyncGenerator<AiDelta> {
      seen.push(request);
      yield { type: 'accepted' };
      await during?.();
      yield { type: 'text', text: 'Réponse.' };
    },
  };
}

/** A budget whose repository notes when a reservation starts, into `order`. */
function recordingBudget(order: string[]) {
  const repo = createBudgetRepo(database.db);
  return createBudgetService({
    repo: {
      ...repo,
      reserve: (...args: Parameters<typeof repo.reserve>) => {
        order.push('reserve started');
        return repo.reserve(...args);
      },
    },
    clock,
  });
}

async function drain(run: Awaited<ReturnType<ReturnType<typeof createChatService>['open']>>) {
  const events = [];
  for await (const event of run.events(new AbortController().signal)) events.push(event);
  return events;
}

describe('the writing style and the reservation', () => {
  it('reads the style while the reservation is being made, not after it', async () => {
    const order: string[] = [];
    const styles: WritingStyleSource = {
      maxInstructionChars: WRITING_STYLE_MAX_INSTRUCTION_CHARS,
      async instructionsFor() {
        order.push('style read started');
        await new Promise((resolve) => setImmediate(resolve));
        order.push('style read');
        return STYLE;
      },
    };
    const seen: AiRequest[] = [];
    const chat = createChatService({ ai: provider(seen), budget: recordingBudget(order), clock, logger, styles });
    const events = await drain(await chat.open({ id: await insertSubscriber(database.db), plan: 'basic' }, 'notes', INPUT));
    expect(order).toEqual(['reserve started', 'style read started', 'style read']);
    expect(seen[0]?.context).toContain(STYLE);
    expect(events.at(-1)).toMatchObject({ type: 'done' });
  });

  it('reserves for the longest style while the answer runs, and charges the real prompt’s estimate', async () => {
    const userId = await insertSubscriber(database.db);
    let reservedDuring: number | undefined;
    const ai = provider([], async () => {
      reservedDuring = (await countersOf(userId))?.reservedInputTokens;
    });
    const chat = createChatService({ ai, budget: recordingBudget([]), clock, logger, styles: { maxInstructionChars: WRITING_STYLE_MAX_INSTRUCTION_CHARS, instructionsFor: async () => STYLE } });
    const events = await drain(await chat.open({ id: userId, plan: 'basic' }, 'notes', INPUT));

    const bare = buildPrompt('notes', INPUT).estimatedInputTokens;
    const real = buildPrompt('notes', INPUT, { writingStyle: STYLE }).estimatedInputTokens;
    expect(real).toBeLessThan(bare + writingStyleAllowance(WRITING_STYLE_MAX_INSTRUCTION_CHARS));
    expect(reservedDuring).toBe(bare + writingStyleAllowance(WRITING_STYLE_MAX_INSTRUCTION_CHARS));
    const expected = { inputTokens: real, outputTokens: estimateTokens('Réponse.'.length) };
    expect(events.at(-1)).toEqual({ type: 'done', usage: expected });
    expect(await countersOf(userId)).toMatchObject({ ...expected, reservedInputTokens: 0, reservedOutputTokens: 0 });
  });

  it('the allowance covers the longest style the form accepts', () => {
    const longest = writingStyleInstructions({ text: 'é'.repeat(800), toggles: ['phrases-courtes', 'termes-expliques', 'sans-abreviations'] });
    expect(longest.length).toBe(WRITING_STYLE_MAX_INSTRUCTION_CHARS);
    for (const input of [INPUT, { ...INPUT, messages: [{ role: 'user' as const, content: 'x'.repeat(4_001) }] }]) {
      expect(buildPrompt('notes', input, { writingStyle: longest }).estimatedInputTokens).toBeLessThanOrEqual(
        buildPrompt('notes', input).estimatedInputTokens + writingStyleAllowance(WRITING_STYLE_MAX_INSTRUCTION_CHARS),
      );
    }
  });

  it('a style longer than the allowance is reserved for exactly, and nothing stays reserved', async () => {
    const userId = await insertSubscriber(database.db);
    const long = 'Très long style. '.repeat(200);
    const seen: AiRequest[] = [];
    const chat = createChatService({ ai: provider(seen), budget: recordingBudget([]), clock, logger, styles: { maxInstructionChars: 100, instructionsFor: async () => long } });
    const events = await drain(await chat.open({ id: userId, plan: 'basic' }, 'notes', INPUT));
    expect(seen[0]?.context).toContain(long);
    const real = buildPrompt('notes', INPUT, { writingStyle: long }).estimatedInputTokens;
    expect(events.at(-1)).toMatchObject({ type: 'done', usage: { inputTokens: real } });
    expect(await countersOf(userId)).toMatchObject({ inputTokens: real, reservedInputTokens: 0, reservedOutputTokens: 0 });
  });

  it('releases the reservation, charging nothing, when the style cannot be read', async () => {
    const userId = await insertSubscriber(database.db);
    const seen: AiRequest[] = [];
    const chat = createChatService({
      ai: provider(seen),
      budget: recordingBudget([]),
      clock,
      logger,
      styles: {
        maxInstructionChars: WRITING_STYLE_MAX_INSTRUCTION_CHARS,
        instructionsFor: async () => {
          await new Promise((resolve) => setImmediate(resolve));
          throw new Error('database gone');
        },
      },
    });
    await expect(chat.open({ id: userId, plan: 'basic' }, 'notes', INPUT)).rejects.toThrow('database gone');
    expect(seen).toHaveLength(0);
    expect(await countersOf(userId)).toMatchObject({ inputTokens: 0, outputTokens: 0, reservedInputTokens: 0, reservedOutputTokens: 0 });
  });
});
