/**
 * The app as its own process, as `npm start` runs it beside its clients (bench/support/app-process.ts
 * starts this file): the database named by BENCH_DATABASE_URL, else a fresh embedded one; the
 * configuration, the number of subscribers and of workers in BENCH_APP. Prints one JSON line with the
 * address and the session cookies, then serves until SIGTERM.
 *
 * With several workers (PostgreSQL only, like `WEB_CONCURRENCY` in scripts/start.mjs), this process
 * forks them with node:cluster on one port: the first registers the subscribers, and the line is
 * printed once every worker listens.
 */
import cluster from 'node:cluster';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, wrapPglite } from '#server/db/client.ts';
import { startBenchApp } from './app.ts';

interface Ready {
  base: string;
  cookies: string[];
}

const { env, subscribers, productionLogger, workers = 1 } = JSON.parse(process.env.BENCH_APP ?? '{}') as { env: Record<string, string>; subscribers: number; productionLogger?: boolean; workers?: number };
const url = process.env.BENCH_DATABASE_URL;

if (workers > 1 && cluster.isPrimary) {
  if (!url) throw new Error('several workers need PostgreSQL (BENCH_DATABASE_URL)');
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const ready: Ready[] = [];
  const forked = Array.from({ length: workers }, (_, index) => {
    const worker = cluster.fork({ BENCH_PORT: String(port), BENCH_WORKER_INDEX: String(index) });
    worker.on('message', (message: Ready) => {
      ready[index] = message;
      if (ready.filter(Boolean).length === workers) process.stdout.write(`${JSON.stringify(ready[0])}\n`);
    });
    return worker;
  });
  process.once('SIGTERM', () => {
    let running = forked.length;
    for (const worker of forked) {
      worker.once('exit', () => {
        if (--running === 0) process.exit(0);
      });
      worker.kill('SIGTERM');
    }
  });
} else {
  const first = (process.env.BENCH_WORKER_INDEX ?? '0') === '0';
  const database = url ? openPostgres(url, { warn: () => undefined }) : wrapPglite(await PGlite.create());
  await database.migrate();
  const { app, base, cookies } = await startBenchApp(database, env, {
    subscribers: first ? subscribers : 0,
    productionLogger: productionLogger ?? false,
    ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
  });
  if (cluster.isWorker) process.send?.({ base, cookies } satisfies Ready);
  else process.stdout.write(`${JSON.stringify({ base, cookies } satisfies Ready)}\n`);
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
