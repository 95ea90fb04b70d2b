#!/usr/bin/env node
// `npm start`: builds when dist/ is missing or older than the sources, then runs the built server.
// One process by default (SIGTERM reaches it directly). With WEB_CONCURRENCY=N (N > 1) and a
// PostgreSQL server (DATABASE_URL), this process forks N workers sharing the port (node:cluster)
// and passes SIGTERM/SIGINT on to them; the embedded database is single-process, so it refuses
// more than one worker (docs/operations.md, docs/performance.md).
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = pathToFileURL(path.join(root, 'dist/server/main.js')).href;

/** WEB_CONCURRENCY: a whole number of workers, 1 to 32 (1 when unset). */
export function workerCount(env) {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (raw === undefined || raw === '') return { ok: true, count: 1 };
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 32) return { ok: false, error: `WEB_CONCURRENCY must be a whole number from 1 to 32 (got "${raw}")` };
  const count = Number(raw);
  if (count > 1 && !env.DATABASE_URL) return { ok: false, error: 'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database serves one process only' };
  return { ok: true, count };
}

if (cluster.isWorker) {
  await import(serverEntry);
} else {
  const workers = workerCount(process.env);
  if (!workers.ok) {
    process.stderr.write(`Invalid configuration: ${workers.error}\n`);
    process.exit(1);
  }
  const state = buildIsStale();
  if (state) {
    console.log(state === 'missing' ? 'start: no build yet, building…' : 'start: sources changed since the last build, rebuilding…');
    const nodeEnv = process.env.NODE_ENV;
    const { buildAll } = await import('./build.mjs');
    await buildAll({ quiet: true });
    // Vite sets NODE_ENV=production while building; the server must see the caller's value.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  if (workers.count === 1) {
    await import(serverEntry);
  } else {
    let stopping = false;
    let failed = false;
    for (let i = 0; i < workers.count; i++) cluster.fork();
    cluster.on('exit', (_worker, code, signal) => {
      if (code !== 0) failed = true;
      // Outside a shutdown, a worker that stops (crash, failed start) stops the others: the service
      // manager restarts the whole (docs/operations.md), rather than running with fewer workers unseen.
      if (!stopping) {
        stopping = true;
        failed = true;
        process.stderr.write(`start: a worker stopped (${signal ?? `exit ${code}`}); stopping the others\n`);
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
    });
    const stop = (signal) => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  }
}
