/** The operator's kit over HTTP: metrics behind a token, readiness that fails while draining. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenUsage } from '#server/db/schema.ts';
import { AiProviderError, type AiProvider } from '#server/features/chat/ai-provider.ts';
import { createDemoProvider } from '#server/features/chat/providers/demo-provider.ts';
import { createSubscriber } from '#tests/factories/subscriber-factory.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';
import { isDraining, markDraining } from './readiness.ts';

const TOKEN = randomBytes(32).toString('hex');
const demo = createDemoProvider({ delayMs: 0 });
/** The demo responder, or a provider failure of the chosen kind. */
let failWith: AiProviderError | undefined;
const ai: AiProvider = {
  label: 'test',
  stream(request, signal) {
    if (failWith) {
      const failure = failWith;
      // eslint-disable-next-line require-yield -- a stream that fails before its first piece
      return (async function* () {
        throw failure;
      })();
    }
    return demo.stream(request, signal);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, deps: { ai } });
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample, e.g. value(text, 'psyscribe_budget_refusals_total', { limit: 'input' }). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const line = text.split('\n').find((row) => {
    if (!row.startsWith(`${name}{`) && !row.startsWith(`${name} `)) return false;
    return Object.entries(labels).every(([key, expected]) => row.includes(`${key}="${expected}"`));
  });
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const ask = (cookie: string, content: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat/notes', headers: { cookie }, payload: { messages: [{ role: 'user', content }] } });

describe('GET /metrics', () => {
  it('is a plain 404 without the bearer token, with a wrong one, and when no token is configured', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(404);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${'0'.repeat(64)}` } });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain('psyscribe_');
    const unset = await buildTestApp();
    try {
      expect((await unset.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await unset.close();
    }
  });

  it('times requests per matched route, never per raw URL', async () => {
    const { cookie } = await createSubscriber(t);
    const before = value(await scrape(), 'psyscribe_http_request_duration_seconds_count', { route: '/api/account/sessions/:id', method: 'DELETE' });
    await t.app.inject({ method: 'DELETE', url: '/api/account/sessions/SECRETsecret1234', headers: { cookie } });
    await t.app.inject({ url: '/api/nothing-here-4bd1', headers: { cookie } });
    const text = await scrape();
    expect(value(text, 'psyscribe_http_request_duration_seconds_count', { route: '/api/account/sessions/:id', method: 'DELETE', status: '404' })).toBe(before + 1);
    expect(value(text, 'psyscribe_http_request_duration_seconds_count', { route: 'unmatched' })).toBeGreaterThan(0);
    expect(text).not.toContain('SECRETsecret1234');
    expect(text).not.toContain('nothing-here-4bd1');
    expect(text).toContain('psyscribe_process_cpu_seconds_total');
  });

  it('counts chat timings, upstream failures by kind and budget refusals, without any text or e-mail', async () => {
    const { cookie, userId } = await createSubscriber(t);
    const start = await scrape();
    const answered = await ask(cookie, 'Mme Dupont, née le 3 mai 1961, claire.dupont@exemple.fr');
    expect(answered.statusCode).toBe(200);
    failWith = new AiProviderError('rate_limited', 429);
    try {
      expect((await ask(cookie, 'Deuxième question')).body).toContain('"type":"error"');
    } finally {
      failWith = undefined;
    }
    await t.deps.database.db.update(tokenUsage).set({ inputTokens: 2_000_000 }).where(eq(tokenUsage.userId, userId));
    expect((await ask(cookie, 'Troisième question')).json()).toMatchObject({ code: 'TOKEN_LIMIT_INPUT' });

    const text = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => value(text, name, labels) - value(start, name, labels);
    expect(delta('psyscribe_chat_time_to_first_token_seconds_count', { chat_type: 'notes' })).toBe(1);
    expect(delta('psyscribe_chat_duration_seconds_count', { chat_type: 'notes', outcome: 'done' })).toBe(1);
    expect(delta('psyscribe_chat_duration_seconds_count', { chat_type: 'notes', outcome: 'error' })).toBe(1);
    expect(delta('psyscribe_upstream_errors_total', { kind: 'rate_limited' })).toBe(1);
    expect(delta('psyscribe_budget_refusals_total', { limit: 'input' })).toBe(1);
    expect(delta('psyscribe_api_errors_total', { code: 'TOKEN_LIMIT_INPUT' })).toBe(1);
    for (const forbidden of ['Dupont', 'exemple.fr', '@', 'Deuxième', userId]) expect(text).not.toContain(forbidden);
  });

  it('counts webhook deliveries by outcome', async () => {
    const before = value(await scrape(), 'psyscribe_webhook_events_total', { provider: 'test', outcome: 'rejected' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/test-payments',
      payload: '{"id":"evt_forged"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(forged.statusCode).toBe(400);
    expect(value(await scrape(), 'psyscribe_webhook_events_total', { provider: 'test', outcome: 'rejected' })).toBe(before + 1);
  });
});

describe('readiness while draining', () => {
  it('is ready, then answers 503 SERVICE_DRAINING once the app drains, while liveness stays up', async () => {
    const own = await buildTestApp();
    try {
      expect((await own.app.inject('/api/ready')).statusCode).toBe(200);
      markDraining(own.app);
      const response = await own.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'SERVICE_DRAINING', message: 'Le service redémarre. Veuillez réessayer dans un instant.' });
      expect(response.headers['retry-after']).toBe('5');
      expect((await own.app.inject('/api/health')).statusCode).toBe(200);
      // Another app of the same process is not draining.
      expect(isDraining(t.app)).toBe(false);
      expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
