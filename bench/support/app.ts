/**
 * The real app on a given database, listening on a free port, with Premium subscribers signed in
 * (one by default; none for a second worker of the same app): what the benchmarks measure requests through. `env` adds configuration (e.g.
 * the AI provider).
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
  options: { productionLogger?: boolean; subscribers?: number; port?: number } = {},
): Promise<{ app: FastifyInstance; base: string; cookie: string; cookies: string[] }> {
  const loaded = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', LOG_LEVEL: options.productionLogger ? 'info' : 'silent', ...env });
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  const config = loaded.config;
  const app = await buildApp(
    { config, database, clock: systemClock, mailer: { kind: 'outbox', send: async () => undefined }, payments: createPaymentProvider(config, database.db, systemClock), ai: createAiProvider(config), clientDir: undefined },
    options.productionLogger ? { loggerInstance: pino(loggerOptions(config.logLevel) as LoggerOptions, pino.destination('/dev/null')) } : { logger: false },
  );
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const name = sessionCookieName(false);
  const cookies: string[] = [];
  for (let i = 0; i < (options.subscribers ?? 1); i++) {
    // Each from an address of its own: registration is limited per address (server/features/auth/auth.service.ts).
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: buildRegisterInput(), remoteAddress: `10.9.${i >> 8}.${i & 255}` });
    // Registration also sets the known-device cookie: take the session's by its name.
    const cookie = [registered.headers['set-cookie']].flat().map((line) => String(line).split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`));
    if (!cookie) throw new Error(`registration set no session cookie (${registered.statusCode})`);
    const { user } = registered.json<{ user: { uid: string } }>();
    await database.db.update(users).set({ subscriptionStatus: 'active', subscriptionPlan: 'premium' }).where(eq(users.id, user.uid));
    cookies.push(cookie);
  }
  return { app, base, cookie: cookies[0] ?? '', cookies };
}
