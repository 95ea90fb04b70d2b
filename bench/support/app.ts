/**
 * The real app on a given database, listening on a free port, with one Premium subscriber signed
 * in: what the benchmarks measure requests through. `env` adds configuration (e.g. the AI provider).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { buildApp } from '#server/app.ts';
import { loggerOptions } from '#server/lib/logger.ts';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { createAiProvider, createPaymentProvider } from '#server/deps.ts';
import { systemClock } from '#server/lib/clock.ts';
import { sessionCookieName } from '#server/features/auth/session.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';

/**
 * `productionLogger`: the app's own logger settings (level info, its serializers and redaction),
 * writing to /dev/null instead of the terminal, so the measured cost includes the request logs.
 */
export async function startBenchApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options: { productionLogger?: boolean } = {},
): Promise<{ app: FastifyInstance; base: string; cookie: string }> {
  const loaded = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', LOG_LEVEL: options.productionLogger ? 'info' : 'silent', ...env });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const config = loaded.config;
  const app = await buildApp(
    { config, database, clock: systemClock, mailer: { kind: 'outbox', send: async () => undefined }, payments: createPaymentProvider(config, database.db, systemClock), ai: createAiProvider(config), clientDir: undefined },
    options.productionLogger ? { loggerInstance: pino(loggerOptions(config.logLevel) as LoggerOptions, pino.destination('/dev/null')) } : { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buildRegisterInput()) });
  // Registration also sets the known-device cookie: take the session's by its name.
  const name = sessionCookieName(false);
  const cookie = registered.headers.getSetCookie().map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`));
  if (!cookie) throw new Error(`registration set no session cookie (${registered.status})`);
  const { user } = (await registered.json()) as { user: { uid: string } };
  await database.db.update(users).set({ subscriptionStatus: 'active', subscriptionPlan: 'premium' }).where(eq(users.id, user.uid));
  return { app, base, cookie };
}
