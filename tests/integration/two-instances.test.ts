/**
 * Two server instances on one PostgreSQL database (docs/payments.md, docs/chat-streaming.md):
 * the one-subscription rule and the token budget hold when concurrent requests of one user are
 * spread over both. Each instance has its own connection pool, providers and circuit breaker;
 * they share only the database, as two processes behind a load balancer would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenUsage } from '#server/db/schema.ts';
import { createTestProviderRepo } from '#server/features/billing/test-provider.repo.ts';
import { createOpenAiCompatibleProvider } from '#server/features/chat/providers/openai-compatible-provider.ts';
import { createSubscriber, parseSse } from '#tests/factories/subscriber-factory.ts';
import { deliverEvents, me, registerUser } from '#tests/support/billing-helpers.ts';
import { startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake-openai.ts';
import { serverDatabaseUrl } from '#tests/support/test-database.ts';
import { buildTestApp, type TestApp } from '#tests/support/test-app.ts';

const onPostgres = serverDatabaseUrl() !== undefined;
if (!onPostgres) console.warn('\n!! two-instance test SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on PostgreSQL\n');

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let fake: FakeOpenAi;
  let a: TestApp;
  let b: TestApp;
  const ai = () => createOpenAiCompatibleProvider({ baseUrl: fake.url, apiKey: 'k', model: 'm' });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    a = await buildTestApp({ database: 'postgres', deps: { ai: ai() } });
    const url = (a.deps.database as { url?: string }).url;
    if (!url) throw new Error('expected a PostgreSQL database');
    b = await buildTestApp({ database: { url }, deps: { ai: ai() } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await fake?.close();
  });

  it('one subscription per user: 10 parallel subscribe requests spread over both instances', async () => {
    const { cookie, userId } = await registerUser(a);
    const method = await a.app.inject({ method: 'POST', url: '/api/test-payments/payment-methods', headers: { cookie }, payload: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } });
    const paymentMethodId = method.json<{ id: string }>().id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? a : b).app.inject({ method: 'POST', url: '/api/create-subscription', headers: { cookie }, payload: { paymentMethodId, priceId: 'price_test_basic', plan: 'basic' } }),
      ),
    );
    const outcomes = responses.map((response) => (response.statusCode === 200 ? response.json<{ status: string }>().status : response.json<{ code: string }>().code));
    console.log(`[two instances] 10 parallel subscribe requests → ${outcomes.join(', ')}`);
    expect(outcomes.filter((outcome) => outcome === 'active')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'active').every((outcome) => outcome === 'SUBSCRIPTION_IN_PROGRESS' || outcome === 'ALREADY_SUBSCRIBED')).toBe(true);
    const subscriptions = await createTestProviderRepo(a.deps.database.db).listKind<{ userId: string; status: string }>('subscription');
    expect(subscriptions.filter((subscription) => subscription.userId === userId && subscription.status !== 'canceled')).toHaveLength(1);
    // Either instance's provider may be delivering the payment's event: wait for both.
    await Promise.all([deliverEvents(a), deliverEvents(b)]);
    expect((await me(a, cookie)).hasActiveSubscription).toBe(true);
    expect((await me(b, cookie)).hasActiveSubscription).toBe(true);
  });

  it('the budget: of 30 simultaneous answers over both instances, only what fits is granted, and everything is settled', async () => {
    // The granted answers hold their reservation a while: the test is about simultaneity.
    fake.requests.length = 0;
    fake.script = () => ({ kind: 'stream', chunks: ['Hypothèse ', 'à explorer.'], usage: { input: 1_000, output: 9 }, firstByteDelayMs: 1_000 });
    const { cookie, userId } = await createSubscriber(a);
    // Room for two answers, not three: each reserves its ≈ 700 estimated input tokens plus the
    // allowance for the longest writing style, read in parallel (≈ 310, docs/chat-streaming.md).
    await a.deps.database.db.insert(tokenUsage).values({ userId, period: '2026-3', inputTokens: 2_000_000 - 2_400 });
    const ask = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/chat/diagnostic', headers: { cookie }, payload: { messages: [{ role: 'user', content: 'Bonjour' }], selectedItems: ['profil.adulte'] } });
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(i % 2 === 0 ? a : b)));
    const statuses = responses.map((response) => response.statusCode);
    console.log(`[two instances] 30 simultaneous answers → ${statuses.filter((s) => s === 200).length} streamed, ${statuses.filter((s) => s === 402).length} refused, upstream calls: ${fake.requests.length}`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 402)).toHaveLength(28);
    expect(fake.requests).toHaveLength(2);
    for (const response of responses.filter((r) => r.statusCode === 200)) expect(parseSse(response.body).at(-1)?.type).toBe('done');
    const [row] = await a.deps.database.db.select().from(tokenUsage).where(eq(tokenUsage.userId, userId));
    expect(row).toMatchObject({ reservedInputTokens: 0, reservedOutputTokens: 0, inputTokens: 2_000_000 - 2_400 + 2_000, outputTokens: 18 });
  });
});
