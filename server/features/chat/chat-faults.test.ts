/**
 * Faults of the AI upstream and of the browser, through the real route, the official SDK and a
 * local OpenAI-compatible server (docs/chat-streaming.md): stalled streams, a browser that
 * leaves before the stream opens, a provider that keeps failing.
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenUsage } from '#server/db/schema.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { createSubscriber, parseSse, textOf, type TestSubscriber } from '#tests/factories/subscriber-factory.ts';
import { DEFAULT_REPLY, startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake-openai.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { AiProvider } from './ai-provider.ts';
import { createOpenAiCompatibleProvider } from './providers/openai-compatible-provider.ts';
import { createOpenAiResponsesProvider } from './providers/openai-responses-provider.ts';

// Short deadlines so that the tests do not wait a minute; production defaults are 60 s and 30 s.
const LIMITS = { AI_FIRST_TOKEN_TIMEOUT_MS: '3000', AI_IDLE_TIMEOUT_MS: '1000', AI_BREAKER_FAILURES: '3', AI_BREAKER_WINDOW_MS: '30000', AI_BREAKER_OPEN_MS: '30000' };

const APIS: { name: string; make: (url: string) => AiProvider }[] = [
  { name: 'Chat Completions', make: (url) => createOpenAiCompatibleProvider({ baseUrl: url, apiKey: 'k', model: 'm', timeoutMs: 3000 }) },
  { name: 'Responses', make: (url) => createOpenAiResponsesProvider({ baseUrl: url, apiKey: 'k', model: 'gpt-4.1-mini', timeoutMs: 3000 }) },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ask = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat/diagnostic', headers: { cookie }, payload: { messages: [{ role: 'user', content: 'Bonjour' }] } });

for (const api of APIS) {
  describe(`stalled upstream (${api.name})`, () => {
    let fake: FakeOpenAi;
    let t: TestApp;
    let user: TestSubscriber;
    const counters = async () => (await t.deps.database.db.select().from(tokenUsage).where(eq(tokenUsage.userId, user.userId)))[0];

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      t = await buildTestApp({ env: LIMITS, deps: { ai: api.make(fake.url) } });
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });
    beforeEach(async () => {
      fake.requests.length = 0;
      fake.aborted = 0;
      user = await createSubscriber(t);
    });

    it('ends an answer that goes silent after 3 tokens with the French timeout error, aborts the upstream and settles what was received', async () => {
      fake.script = () => ({ kind: 'stream', chunks: ['Première ', 'partie ', 'reçue ', 'jamais envoyée'], usage: { input: 1, output: 1 }, stallAfter: 3 });
      const events = parseSse((await ask(t, user.cookie)).body);
      expect(textOf(events)).toBe('Première partie reçue ');
      expect(events.at(-1)).toEqual({ type: 'error', code: 'AI_FAILED', message: CHAT_MESSAGES.aiErrors.timeout });
      await fake.waitForAborted(1);
      const row = await counters();
      expect(row).toMatchObject({ reservedInputTokens: 0, reservedOutputTokens: 0, outputTokens: Math.ceil('Première partie reçue '.length / 4) });
      expect(row!.inputTokens).toBeGreaterThan(500);
      expect(t.logs.some((line) => line.includes('chat failed') && line.includes('"kind":"timeout"'))).toBe(true);
    });

    it('ends an answer whose first token never comes with the French timeout error and charges nothing', async () => {
      fake.script = () => ({ kind: 'stream', chunks: ['jamais'], usage: { input: 1, output: 1 }, stallAfter: 0 });
      const events = parseSse((await ask(t, user.cookie)).body);
      expect(events).toEqual([{ type: 'error', code: 'AI_FAILED', message: CHAT_MESSAGES.aiErrors.timeout }]);
      expect(await counters()).toMatchObject({ inputTokens: 0, outputTokens: 0, reservedInputTokens: 0, reservedOutputTokens: 0 });
    });
  });
}

describe('a browser that leaves before the stream opens', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp({ env: LIMITS, deps: { ai: createOpenAiCompatibleProvider({ baseUrl: fake.url, apiKey: 'k', model: 'm' }) } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('starts no answer nobody will read (or aborts it) and charges nothing beyond what was used', async () => {
    // A long answer: generated in full for nobody if the upstream is not stopped.
    fake.script = () => ({ kind: 'stream', chunks: Array.from({ length: 30 }, (_, i) => `mot${i} `), usage: { input: 700, output: 60 }, delayMs: 50 });
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    for (let round = 0; round < 5; round++) {
      const { cookie, userId } = await createSubscriber(t);
      const finishedBefore = t.logs.filter((line) => line.includes('"chatType"')).length;
      const body = JSON.stringify({ messages: [{ role: 'user', content: 'Bonjour' }] });
      const socket = net.connect(Number(address.port), address.hostname);
      await new Promise((resolve) => socket.once('connect', resolve));
      // The whole request, then the connection is gone before any answer could be written
      // (a closed tab: half of the rounds reset the connection, the others close it).
      const request = `POST /api/chat/diagnostic HTTP/1.1\r\nHost: ${address.host}\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      await new Promise((resolve) => socket.write(request, resolve));
      if (round % 2 === 0) socket.resetAndDestroy();
      else socket.destroy();
      // Wait for the server to log the end of that answer (or refuse it).
      for (let i = 0; i < 300 && t.logs.filter((line) => line.includes('"chatType"')).length === finishedBefore; i++) await sleep(20);
      const [row] = await t.deps.database.db.select().from(tokenUsage).where(eq(tokenUsage.userId, userId));
      expect(row, `round ${round}`).toMatchObject({ reservedInputTokens: 0, reservedOutputTokens: 0 });
      // Every upstream request that was started was stopped: no full answer generated for nobody.
      await fake.waitForAborted(fake.requests.length);
      expect(fake.aborted, `round ${round}`).toBe(fake.requests.length);
      if (fake.requests.length === 0) expect(row, `round ${round}`).toMatchObject({ inputTokens: 0, outputTokens: 0 });
      else expect(row!.outputTokens, `round ${round}`).toBeLessThan(60);
    }
    console.log(`[leave before stream] 5 browsers gone before the stream opened → ${fake.requests.length} upstream requests, ${fake.aborted} aborted`);
  });
});

describe('circuit breaker', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await buildTestApp({ env: LIMITS, deps: { ai: createOpenAiCompatibleProvider({ baseUrl: fake.url, apiKey: 'k', model: 'm' }) } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('fails fast with the French message after repeated failures, then lets one trial through once the pause is over', async () => {
    const { cookie, userId } = await createSubscriber(t);
    fake.script = () => ({ kind: 'error', status: 503, retryAfterMs: 1 });
    for (let i = 0; i < 3; i++) {
      expect(parseSse((await ask(t, cookie)).body), `failure ${i}`).toEqual([{ type: 'error', code: 'AI_FAILED', message: CHAT_MESSAGES.aiErrors.unavailable }]);
    }
    expect(fake.requests).toHaveLength(9);
    // Open: the upstream is not called at all, and nothing is charged.
    for (let i = 0; i < 4; i++) {
      expect(parseSse((await ask(t, cookie)).body)).toEqual([{ type: 'error', code: 'AI_FAILED', message: CHAT_MESSAGES.aiErrors.unavailable }]);
    }
    expect(fake.requests).toHaveLength(9);
    expect((await t.deps.database.db.select().from(tokenUsage).where(eq(tokenUsage.userId, userId)))[0]).toMatchObject({ inputTokens: 0, reservedInputTokens: 0 });

    // After the pause, one trial: it fails, so the circuit opens again at once.
    t.clock.advance(30_001);
    await ask(t, cookie);
    expect(fake.requests).toHaveLength(12);
    await ask(t, cookie);
    expect(fake.requests).toHaveLength(12);

    // The provider is back: the next trial succeeds and closes the circuit.
    t.clock.advance(30_001);
    fake.script = () => DEFAULT_REPLY;
    expect(textOf(parseSse((await ask(t, cookie)).body))).toBe('Hypothèse à explorer.');
    expect(textOf(parseSse((await ask(t, cookie)).body))).toBe('Hypothèse à explorer.');
    expect(fake.requests).toHaveLength(14);
  });
});
