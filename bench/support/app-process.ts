/**
 * Starts the app in a child process (bench/support/app-child.ts): the benchmark's clients and the
 * fake provider then share no event loop with the server, as in production where the app is its own
 * process. `databaseUrl`: a PostgreSQL database; without it the child opens a fresh embedded one.
 * `workers`: that many processes on one port (node:cluster, PostgreSQL only), as WEB_CONCURRENCY does.
 * BENCH_CPU_PROF=<folder>: the app process writes a CPU profile there when it stops.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface AppProcess {
  base: string;
  cookies: string[];
  close(): Promise<void>;
}

export async function startAppProcess(options: { databaseUrl?: string | undefined; env?: Record<string, string>; subscribers?: number; productionLogger?: boolean; workers?: number }): Promise<AppProcess> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', fileURLToPath(new URL('./app-child.ts', import.meta.url))], {
    env: {
      ...process.env,
      BENCH_APP: JSON.stringify({ env: options.env ?? {}, subscribers: options.subscribers ?? 1, productionLogger: options.productionLogger, workers: options.workers ?? 1 }),
      ...(options.databaseUrl ? { BENCH_DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      lines.close();
      resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`the bench app exited with ${code} before it was ready`)));
  });
  const { base, cookies } = JSON.parse(firstLine) as { base: string; cookies: string[] };
  return {
    base,
    cookies,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
