/** Process entry: read configuration, open the database, listen, shut down cleanly. */
import pino from 'pino';
import { buildApp } from './app.ts';
import { markDraining } from './http/readiness.ts';
import { ensureSessionSecret, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/client.ts';
import { closeDeps, createDeps, type AppDeps } from './deps.ts';
import { createStreamRegistry } from './http/sse.ts';

function fail(lines: string[]): never {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(1);
}

const loaded = loadConfig();
if (!loaded.ok) fail(loaded.errors.map((error) => `Invalid configuration: ${error}`));
const config = ensureSessionSecret(loaded.config);
const startupLogger = pino({ level: config.logLevel });

let deps: AppDeps;
try {
  deps = await createDeps(config, startupLogger);
} catch (error) {
  if (error instanceof DataDirLockedError) fail([`Cannot start: ${error.message}`]);
  const message = error instanceof Error ? error.message : String(error);
  fail([`Cannot start: the database could not be opened or migrated (${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`}): ${message}`]);
}

// Open answers, so that a shutdown can let them finish (docs/chat-streaming.md).
const streams = createStreamRegistry();
const app = await buildApp(deps, { streams });
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await closeDeps(deps).catch(() => undefined);
  fail([`Cannot start: could not listen on ${config.host}:${config.port}: ${(error as Error).message}`]);
}
app.log.info(
  { database: deps.database.kind, payments: config.payments.provider, ai: config.ai.provider, dataDir: config.databaseUrl ? undefined : config.dataDir },
  `${config.appName} ready on http://localhost:${(app.server.address() as { port: number }).port}`,
);

let closing = false;
/**
 * Drains (docs/chat-streaming.md): stop accepting (the listening socket closes, requests on open
 * connections get 503), let open answers finish for up to SHUTDOWN_DRAIN_MS, end the others with
 * an error event (each is settled), reconcile the budget, close the database, exit 0.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Readiness fails from now on (server/http/readiness.ts): the load balancer stops sending here.
  markDraining();
  app.log.info({ signal, openAnswers: streams.size, drainMs: config.shutdownDrainMs }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.shutdownDrainMs + 15_000);
  timer.unref();
  try {
    const closed = app.close();
    const drained = await streams.drain(config.shutdownDrainMs);
    app.log.info(drained, 'open answers drained');
    // Their connections are idle now: close them rather than wait for the keep-alive timeout.
    setImmediate(() => app.server.closeIdleConnections());
    await closed;
    await closeDeps(deps);
    process.exit(0);
  } catch (error) {
    app.log.error({ err: { message: (error as Error).message } }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
