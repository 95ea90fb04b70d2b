/**
 * Builds the real application for route tests: the same buildApp(deps) as production,
 * on a test database, a manual clock and the local providers; logs are captured in memory
 * so tests can assert what is (and is not) logged.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loadConfig, type Config } from '#server/config.ts';
import { createPaymentProvider, type AppDeps } from '#server/deps.ts';
import { createManualClock } from '#server/lib/clock.ts';
import type { Mailer, MailMessage } from '#server/features/mail/mailer.ts';
import { createDemoProvider } from '#server/features/chat/providers/demo-provider.ts';
import { openPostgres } from '#server/db/client.ts';
import { createTestDatabase } from './test-database.ts';

/** Keeps messages in memory (route tests); e2e tests use a real SMTP server instead. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof createManualClock>;
  /** Every route the application registered (method and URL pattern), for tests that walk them all. */
  routes: { method: string; url: string }[];
  /** Every log line written so far, as raw JSON text. */
  logs: string[];
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  const result = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'test-secret-test-secret-test-secret-0123', DATA_DIR: '/nonexistent', ...env });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.config;
}

export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    mailer?: Mailer;
    /** Force the engine; or `{ url }`: open that existing PostgreSQL database (a second instance, left in place on close). */
    database?: 'pglite' | 'postgres' | { url: string };
  } = {},
): Promise<TestApp> {
  const database =
    typeof options.database === 'object' ? { ...openPostgres(options.database.url, { warn: () => undefined }), url: options.database.url } : await createTestDatabase(options.database);
  const clock = createManualClock();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString());
      callback();
    },
  });
  const config = testConfig(options.env);
  const deps: AppDeps = {
    config,
    database,
    clock,
    mailer: options.mailer ?? createMemoryMailer(),
    ai: createDemoProvider({ delayMs: 0 }),
    payments: createPaymentProvider(config, database.db, clock),
    clientDir: undefined,
    ...options.deps,
  };
  const routes: { method: string; url: string }[] = [];
  const app = await buildApp(deps, {
    loggerInstance: pino({ level: 'info' }, stream),
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  await app.ready();
  return {
    app,
    deps,
    clock,
    routes,
    logs,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
