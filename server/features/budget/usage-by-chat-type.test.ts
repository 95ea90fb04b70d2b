import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateRemainingAnswers } from '#shared/usage-estimate.ts';
import { TokenUsageSummarySchema } from '#shared/budget.schemas.ts';
import { createSubscriber, parseSse } from '#tests/factories/subscriber-factory.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ask = async (cookie: string, type: string) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/chat/${type}`, headers: { cookie }, payload: { messages: [{ role: 'user', content: 'Éléments.' }] } });
  expect(parseSse(response.body).at(-1)?.type).toBe('done');
};
const usage = async (cookie: string) => TokenUsageSummarySchema.parse((await t.app.inject({ url: '/api/budget/usage', headers: { cookie } })).json());

describe('answers per assistant this month', () => {
  it('counts completed answers and their tokens per assistant, and starts again at the month roll-over', async () => {
    // 21:00 in Paris on the last day of March; the roll-over comes three hours later.
    t.clock.set(new Date('2026-03-31T19:00:00Z'));
    const { cookie } = await createSubscriber(t);
    const before = await usage(cookie);
    expect(before.byChatType).toEqual({ period: '2026-3', usage: {} });
    expect(estimateRemainingAnswers({ ...before, period: before.lastResetDate }, 'documents').basis).toBe('default');

    await ask(cookie, 'documents');
    await ask(cookie, 'documents');
    await ask(cookie, 'notes');
    const after = await usage(cookie);
    const documents = after.byChatType?.usage.documents;
    const notes = after.byChatType?.usage.notes;
    expect(documents?.answers).toBe(2);
    expect(notes?.answers).toBe(1);
    expect(after.byChatType?.usage.diagnostic).toBeUndefined();
    // The per-assistant tokens add up to the month's counters (nothing else was charged).
    expect(documents!.inputTokens + notes!.inputTokens).toBe(after.inputTokens);
    expect(documents!.outputTokens + notes!.outputTokens).toBe(after.outputTokens);
    const estimate = estimateRemainingAnswers({ ...after, period: after.lastResetDate }, 'documents');
    expect(estimate.basis).toBe('history');
    expect(estimate.perAnswer.inputTokens).toBe(documents!.inputTokens / 2);

    t.clock.set(new Date('2026-03-31T22:30:00Z'));
    const nextMonth = await usage(cookie);
    expect(nextMonth.byChatType).toEqual({ period: '2026-4', usage: {} });
    expect(nextMonth.inputTokens).toBe(0);
  });
});
