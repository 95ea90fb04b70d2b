/**
 * SIGTERM while answers stream (server/main.ts, docs/chat-streaming.md): the server process stops
 * accepting, lets a short answer finish, ends a long one with the French error event after
 * SHUTDOWN_DRAIN_MS, settles both and exits with 0. The real server in a child process, the
 * official SDK against a local OpenAI-compatible upstream.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '#server/db/client.ts';
import { tokenUsage, users } from '#server/db/schema.ts';
import { findProjectRoot } from '#server/lib/project-root.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import type { ChatStreamEvent } from '#shared/chat.schemas.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { startFakeOpenAi, type FakeOpenAi } from '#tests/support/fake-openai.ts';
import { createTestDatabase, serverDatabaseUrl } from '#tests/support/test-database.ts';

const root = findProjectRoot();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Reads a server-sent-events response as it arrives; `firstDelta` resolves on the first text. */
function follow(response: Response) {
  const events: ChatStreamEvent[] = [];
  let onDelta: () => void = () => undefined;
  const firstDelta = new Promise<void>((resolve) => (onDelta = resolve));
  const done = (async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (ended) break;
      buffer += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (!block.startsWith('data: ')) continue;
        const event = JSON.parse(block.slice(6)) as ChatStreamEvent;
        events.push(event);
        if (event.type === 'delta') onDelta();
      }
    }
    return events;
  })();
  return { firstDelta, done };
}

describe('SIGTERM during answers', () => {
  let fake: FakeOpenAi;
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let base: string;
  let dataDir: string;
  let pg: (DatabaseHandle & { url?: string }) | undefined;
  let stderr = '';

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-drain-'));
    if (serverDatabaseUrl()) pg = await createTestDatabase('postgres');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(pg?.url ? { DATABASE_URL: pg.url } : {}),
        SESSION_SECRET: 'drain-test-secret-drain-test-secret-0123',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.url,
        AI_MODEL: 'm',
        SHUTDOWN_DRAIN_MS: '8000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
    // Compiling the server on a loaded machine can take a while.
    for (let attempt = 0; attempt < 600; attempt++) {
      if (await fetch(`${base}/api/health`).then((response) => response.ok, () => false)) return;
      await sleep(250);
    }
    throw new Error(`the server did not start: ${stderr}`);
  }, 180_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await fake.close();
    await pg?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets a short answer finish, ends a long one with the French error, settles both and exits with 0', async () => {
    const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buildRegisterInput()) });
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
    const userId = (await registered.json() as { user: { uid: string } }).user.uid;
    const headers = { cookie, 'content-type': 'application/json' };
    const method = await fetch(`${base}/api/test-payments/payment-methods`, { method: 'POST', headers, body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }) });
    const paymentMethodId = (await method.json() as { id: string }).id;
    const subscribed = await fetch(`${base}/api/create-subscription`, { method: 'POST', headers, body: JSON.stringify({ paymentMethodId, priceId: 'price_test_basic', plan: 'basic' }) });
    expect(subscribed.status).toBe(200);
    // The provider delivers the payment's event after the request, as Stripe would: wait for it, as the client does.
    for (let attempt = 0; attempt < 200; attempt++) {
      const state = (await (await fetch(`${base}/api/auth/me`, { headers })).json()) as { hasActiveSubscription: boolean };
      if (state.hasActiveSubscription) break;
      await sleep(50);
    }

    // The first answer is short (≈ 0.5 s after its first token, well within the 8 s drain); the second would take 30 s.
    fake.script = (index) =>
      index === 0
        ? { kind: 'stream', chunks: Array.from({ length: 6 }, (_, i) => `court${i} `), usage: { input: 700, output: 12 }, delayMs: 100 }
        : { kind: 'stream', chunks: Array.from({ length: 300 }, (_, i) => `long${i} `), usage: { input: 700, output: 600 }, delayMs: 100 };
    const ask = () => fetch(`${base}/api/chat/notes`, { method: 'POST', headers, body: JSON.stringify({ messages: [{ role: 'user', content: 'Notes de séance.' }] }) });
    const short = follow(await ask());
    await short.firstDelta;
    const long = follow(await ask());
    await long.firstDelta;

    child.kill('SIGTERM');
    // Stops accepting: a new connection is refused while the answers drain.
    let refused = false;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      refused = await fetch(`${base}/api/health`, { headers: { connection: 'close' } }).then(() => false, () => true);
      if (!refused) await sleep(50);
    }
    expect(refused).toBe(true);

    const shortEvents = await short.done;
    expect(shortEvents.at(-1)).toEqual({ type: 'done', usage: { inputTokens: 700, outputTokens: 12 } });
    const longEvents = await long.done;
    expect(longEvents.filter((event) => event.type === 'delta').length).toBeGreaterThan(0);
    expect(longEvents.at(-1)).toEqual({ type: 'error', code: 'AI_FAILED', message: CHAT_MESSAGES.aiErrors.shutdown });
    expect(await exited).toBe(0);
    await fake.waitForAborted(1);

    // Both answers settled: nothing left reserved, the long one charged for what it sent.
    const database = pg ?? (await openPglite(dataDir));
    try {
      const [row] = await database.db.select().from(tokenUsage).where(eq(tokenUsage.userId, userId));
      expect(row).toMatchObject({ reservedInputTokens: 0, reservedOutputTokens: 0 });
      expect(row!.inputTokens).toBeGreaterThan(700);
      expect(row!.outputTokens).toBeGreaterThan(12);
      expect((await database.db.select({ id: users.id }).from(users).where(eq(users.id, userId))).length).toBe(1);
    } finally {
      if (!pg) await database.close();
    }
  }, 120_000);
});
