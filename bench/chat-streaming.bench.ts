/**
 * Streaming overhead of our chat route (decisions §5: the first token reaches the browser as soon
 * as the provider emits it). Baseline: the same local OpenAI-compatible stream read directly.
 * Measured: POST /api/chat/diagnostic through the real app (session, validation, atomic budget
 * reservation, SDK, SSE relay, settlement) on an embedded PostgreSQL.
 * Run: npm run bench (or npx tsx bench/chat-streaming.bench.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { wrapPglite } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createAiProvider, createPaymentProvider } from '#server/deps.ts';
import { systemClock } from '#server/lib/clock.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { startFakeOpenAi } from '#tests/support/fake-openai.ts';

const RUNS = 30;
const CHUNKS = 40;
const CHUNK_DELAY_MS = 5;

const fake = await startFakeOpenAi();
fake.script = () => ({ kind: 'stream', chunks: Array.from({ length: CHUNKS }, (_, i) => `mot${i} `), usage: { input: 300, output: CHUNKS }, delayMs: CHUNK_DELAY_MS });

const loaded = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'bench', AI_API_KEY: 'bench', LOG_LEVEL: 'silent' });
if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
const config = loaded.config;
const database = wrapPglite(await PGlite.create());
await database.migrate();
const app = await buildApp(
  { config, database, clock: systemClock, mailer: { kind: 'outbox', send: async () => undefined }, payments: createPaymentProvider(config, database.db, systemClock), ai: createAiProvider(config), clientDir: undefined },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buildRegisterInput()) });
const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const { user } = (await registered.json()) as { user: { uid: string } };
await database.db.update(users).set({ subscriptionStatus: 'active', subscriptionPlan: 'premium' }).where(eq(users.id, user.uid));

/** Time to the first byte containing `marker`, and to the end of the body. */
async function timeStream(url: string, init: RequestInit, marker: string): Promise<{ first: number; total: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  const decoder = new TextDecoder();
  let first = -1;
  let seen = '';
  for await (const chunk of response.body) {
    if (first < 0) {
      seen += decoder.decode(chunk as Uint8Array, { stream: true });
      if (seen.includes(marker)) first = performance.now() - started;
    }
  }
  return { first, total: performance.now() - started };
}

const direct = () =>
  timeStream(
    `${fake.url}/chat/completions`,
    { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer bench' }, body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content: 'x' }] }) },
    'mot0',
  );
const throughApp = () =>
  timeStream(
    `${base}/api/chat/diagnostic`,
    { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: base }, body: JSON.stringify({ messages: [{ role: 'user', content: 'Patient de 34 ans, humeur triste depuis trois mois, anhédonie, insomnie.' }] }) },
    'mot0',
  );

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0 };
};

for (let i = 0; i < 3; i++) {
  await direct();
  await throughApp();
}
const baseline: { first: number; total: number }[] = [];
const measured: { first: number; total: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  baseline.push(await direct());
  measured.push(await throughApp());
}
const b1 = stats(baseline.map((r) => r.first));
const m1 = stats(measured.map((r) => r.first));
const bT = stats(baseline.map((r) => r.total));
const mT = stats(measured.map((r) => r.total));
const fmt = (n: number) => `${n.toFixed(1)} ms`;
console.log(`chat streaming, ${RUNS} runs, ${CHUNKS} chunks every ${CHUNK_DELAY_MS} ms`);
console.log(`  first token   direct  median ${fmt(b1.median)} p95 ${fmt(b1.p95)}`);
console.log(`                via app median ${fmt(m1.median)} p95 ${fmt(m1.p95)}   overhead ${fmt(m1.median - b1.median)}  ratio ${(m1.median / b1.median).toFixed(2)}×`);
console.log(`  whole answer  direct  median ${fmt(bT.median)}   via app median ${fmt(mT.median)}   ratio ${(mT.median / bT.median).toFixed(2)}×`);

await app.close();
await database.close();
await fake.close();
