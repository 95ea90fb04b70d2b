/**
 * Starts the app in a child process (bench/support/app-child.ts): the benchmark's clients and the
 * fake provider then share no event loop with the server, as in production where the app is its own
 * process. `databaseUrl`: a PostgreSQL database; without it the child opens a fresh embedded one.
 * `workers`: that many processes on one port (node:cluster, PostgreSQL only), as WEB_CONCURRENCY does.
 * BENCH_CPU_PROF=<folder>: the app process writes a CPU profile there when it stops.
 */
import { fileURLToPath } from 'node:url';
import { startChildProcess } from './child-process.ts';

export interface AppProcess {
  base: string;
  cookies: string[];
  close(): Promise<void>;
}

export async function startAppProcess(options: { databaseUrl?: string | undefined; env?: Record<string, string>; subscribers?: number; productionLogger?: boolean; workers?: number }): Promise<AppProcess> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = await startChildProcess(fileURLToPath(new URL('./app-child.ts', import.meta.url)), {
    name: 'the bench app',
    nodeArgs: profile,
    env: {
      ...process.env,
      BENCH_APP: JSON.stringify({ env: options.env ?? {}, subscribers: options.subscribers ?? 1, productionLogger: options.productionLogger, workers: options.workers ?? 1 }),
      ...(options.databaseUrl ? { BENCH_DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  const { base, cookies } = JSON.parse(child.line) as { base: string; cookies: string[] };
  return { base, cookies, close: () => child.close() };
}
