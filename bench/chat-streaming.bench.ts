/**
 * What our chat relay adds to the provider's stream (docs/chat-streaming.md): time to first token
 * through POST /api/chat/diagnostic — session, validation, atomic budget reservation, SDK, SSE
 * relay, settlement — minus the same local OpenAI-compatible stream read directly, in the same run.
 * A second baseline, a bare relay in a process of its own (bench/support/bare-relay.ts: no session,
 * budget, SDK or logging), shows what any relay adds on this machine: the hops between processes
 * and their wake-ups, which the app cannot avoid; "app − bare relay" is what the app itself adds.
 * The app runs in a process of its own, as in production (bench/support/app-process.ts); the
 * clients and the fake provider share this one.
 * Rows: 1 chat at a time, then 50 and 200 chats of as many practitioners started in the same instant,
 * 200 chats of one practitioner (they queue on that practitioner's budget row, by design: docs/budget.md),
 * then a new chat while 200 long answers are streaming. On the embedded database, and on PostgreSQL
 * when DATABASE_URL is set, with one worker and with two (node:cluster, as WEB_CONCURRENCY=2).
 * Run: npm run bench (or npx tsx bench/chat-streaming.bench.ts).
 */
import os from 'node:os';
import { startAppProcess } from './support/app-process.ts';
import { startBareRelay } from './support/bare-relay.ts';
import { onEachDatabaseUrl } from './support/databases.ts';
import { startFakeOpenAi, type FakeReply } from '#tests/support/fake-openai.ts';

const TOKENS = 30;
const SHORT: FakeReply = { kind: 'stream', chunks: Array.from({ length: TOKENS }, (_, i) => `mot${i} `), usage: { input: 300, output: TOKENS } };
/** 200 chunks every 50 ms: answers that stay open ten seconds. */
const LONG: FakeReply = { kind: 'stream', chunks: ['long0 ', ...Array.from({ length: 200 }, (_, i) => `long${i + 1} `)], usage: { input: 300, output: 201 }, delayMs: 50 };

const fake = await startFakeOpenAi();
fake.script = (_index, request) => (JSON.stringify(request.body).includes('LONG-ANSWER') ? LONG : SHORT);
const bareRelay = await startBareRelay(fake.url);

/**
 * This bench on main at a3414fb, before the SDK ran on undici's request API, the event stream wrote
 * less often and PGlite ran the budget's statements as named statements (perf-2025), run just before
 * the current code on the same machine (2026-11-25, load 1.8–2.3): overhead p50 / p99.
 * docs/chat-streaming.md has the earlier runs.
 */
const BEFORE: Record<string, string[]> = {
  PGlite: ['1: +6.5 / +23.7', '50: +256.1 / +430.6', '200: +995.6 / +1548.6', '200 of 1 practitioner: +694.0 / +904.2', 'new chat while 200 stream: +5.3'],
  PostgreSQL: ['1: +4.9 / +11.4', '50: +91.6 / +288.8', '200: +264.6 / +729.4', '200 of 1 practitioner: +228.1 / +491.0', 'new chat while 200 stream: +3.5'],
  'PostgreSQL, 2 workers': ['1: +4.7 / +7.2', '50: +142.0 / +341.5', '200: +238.0 / +603.3', '200 of 1 practitioner: +220.0 / +430.8', 'new chat while 200 stream: +2.8'],
};

interface Timing {
  first: number;
  total: number;
}

/** Time to the first byte containing `marker`, and to the end of the body. */
async function timeStream(url: string, init: RequestInit, marker: string): Promise<Timing> {
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

const direct = (content = 'x') =>
  timeStream(
    `${fake.url}/chat/completions`,
    { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer bench' }, body: JSON.stringify({ model: 'bench', stream: true, messages: [{ role: 'user', content }] }) },
    content === 'x' ? 'mot0' : 'long0',
  );

const throughBareRelay = () =>
  timeStream(`${bareRelay.base}/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ messages: [{ role: 'user', content: 'x' }] }) }, 'mot0');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
};
const ms = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} ms`;
/** The machine's 1-minute load average: figures taken on a busy machine say so. */
const load = () => `load ${os.loadavg()[0]!.toFixed(1)}`;

/** Practitioners signed in: 200 streaming long answers, and one more for the new chat among them. */
const PRACTITIONERS = 201;

async function measure(label: string, databaseUrl: string | undefined, workers = 1): Promise<void> {
  const app = await startAppProcess({
    databaseUrl,
    workers,
    env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.url, AI_MODEL: 'bench', AI_API_KEY: 'bench' },
    subscribers: PRACTITIONERS,
  });
  const { base, cookies } = app;
  const throughApp = (practitioner = 0, content = 'Patient de 34 ans, humeur triste depuis trois mois, anhédonie, insomnie.') =>
    timeStream(
      `${base}/api/chat/diagnostic`,
      { method: 'POST', headers: { 'content-type': 'application/json', cookie: cookies[practitioner]!, origin: base }, body: JSON.stringify({ messages: [{ role: 'user', content }] }) },
      content.includes('LONG-ANSWER') ? 'long0' : 'mot0',
    );

  for (let i = 0; i < 5; i++) {
    await direct();
    await throughBareRelay();
    await throughApp();
  }
  console.log(`${label}: time-to-first-token overhead (through the app − direct), ${TOKENS}-token answers; a bare relay's overhead beside it`);
  console.log('  simultaneous chats   direct p50 / p99        bare relay p50 / p99    app p50 / p99           app − bare relay (p50)   whole answer app / direct (p50)   errors   load');
  const rows: { label: string; count: number; onePractitioner?: boolean }[] = [
    { label: '1', count: 1 },
    { label: '50', count: 50 },
    { label: '200', count: 200 },
    { label: '200, 1 pract.', count: 200, onePractitioner: true },
  ];
  for (const row of rows) {
    const rounds = row.count === 1 ? 40 : 3;
    const baseline: Timing[] = [];
    const relayed: Timing[] = [];
    const measured: Timing[] = [];
    let errors = 0;
    for (let round = 0; round < rounds; round++) {
      baseline.push(...(await Promise.all(Array.from({ length: row.count }, () => direct()))));
      if (!row.onePractitioner) relayed.push(...(await Promise.all(Array.from({ length: row.count }, () => throughBareRelay()))));
      const results = await Promise.allSettled(Array.from({ length: row.count }, (_, i) => throughApp(row.onePractitioner ? 0 : i)));
      for (const result of results) {
        if (result.status === 'fulfilled' && result.value.first >= 0) measured.push(result.value);
        else errors++;
      }
    }
    const b = baseline.map((t) => t.first);
    const r = relayed.map((t) => t.first);
    const m = measured.map((t) => t.first);
    const overhead = (values: number[]) => (values.length === 0 ? '—' : `${ms(quantile(values, 0.5) - quantile(b, 0.5))} / ${ms(quantile(values, 0.99) - quantile(b, 0.99))}`);
    console.log(
      `  ${row.label.padStart(4)}`.padEnd(23) +
        `${quantile(b, 0.5).toFixed(1)} / ${quantile(b, 0.99).toFixed(1)} ms`.padEnd(24) +
        overhead(r).padEnd(24) +
        overhead(m).padEnd(24) +
        (r.length === 0 ? '—' : ms(quantile(m, 0.5) - quantile(r, 0.5))).padEnd(25) +
        `${quantile(measured.map((t) => t.total), 0.5).toFixed(0)} / ${quantile(baseline.map((t) => t.total), 0.5).toFixed(0)} ms`.padEnd(34) +
        `${errors}`.padEnd(9) +
        load(),
    );
  }
  // A new chat while 200 long answers stream through the app.
  const open = Array.from({ length: 200 }, (_, i) => throughApp(i, 'LONG-ANSWER please').catch(() => undefined));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const baseline: number[] = [];
  const measured: number[] = [];
  for (let i = 0; i < 15; i++) {
    baseline.push((await direct()).first);
    measured.push((await throughApp(200)).first);
  }
  console.log(`  new chat while 200 long answers stream: overhead p50 ${ms(quantile(measured, 0.5) - quantile(baseline, 0.5))} (direct p50 ${quantile(baseline, 0.5).toFixed(1)} ms, ${load()})`);
  console.log(`  before (a3414fb): ${BEFORE[label]?.join('; ') ?? 'not measured'}`);
  await Promise.all(open);
  await app.close();
}

await onEachDatabaseUrl(async (label, databaseUrl) => {
  await measure(label, databaseUrl);
  // What a second worker gives on this 2-core machine (WEB_CONCURRENCY=2, docs/performance.md "Several cores").
  if (databaseUrl) await measure(`${label}, 2 workers`, databaseUrl, 2);
});
await bareRelay.close();
await fake.close();
