/**
 * `npm start` with several workers (scripts/start.mjs, docs/operations.md): refused without a
 * PostgreSQL server; on one, N worker processes share the port, a session opened through one is
 * honoured by the others, and SIGTERM stops them all with exit code 0.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '#server/lib/project-root.ts';
import { createTestDatabase, serverDatabaseUrl } from '#tests/support/test-database.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';

const root = findProjectRoot();
const startScript = path.join(root, 'scripts/start.mjs');

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...extra };
  return env;
}

function run(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [startScript], { env, cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('WEB_CONCURRENCY', () => {
  it('refuses several workers on the embedded database, with one clear line', async () => {
    const { code, stderr } = await run(baseEnv({ WEB_CONCURRENCY: '2' }));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database serves one process only');
  });

  it('refuses a value that is not a whole number from 1 to 32', async () => {
    for (const value of ['deux', '0', '1.5', '64']) {
      const { code, stderr } = await run(baseEnv({ WEB_CONCURRENCY: value, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }));
      expect(code).toBe(1);
      expect(stderr).toContain(`WEB_CONCURRENCY must be a whole number from 1 to 32 (got "${value}")`);
    }
  });
});

const onPostgres = serverDatabaseUrl() !== undefined;
if (!onPostgres) console.warn('\n!! web workers test SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run it on PostgreSQL\n');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(!onPostgres)('two workers on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let child: ChildProcess;
  let base: string;
  /**
   * What the primary and its workers wrote: a worker's crash, "start: a worker stopped (…)" on stderr, and the
   * workers' log lines at warn and above on stdout ("error during shutdown", "shutdown timed out").
   */
  let output = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [startScript], {
      env: baseEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: database.url ?? '', PORT: String(port), HOST: '127.0.0.1', SESSION_SECRET: 'workers-test-secret-workers-test-secret-0' }),
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The first start may build the application: wait for an answer.
    for (let attempt = 0; attempt < 240; attempt++) {
      const ok = await fetch(`${base}/api/health`).then((response) => response.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the workers did not start');
  }, 150_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await database.close();
  });

  it('runs two worker processes that share the port and honour one another’s sessions', async () => {
    // Workers run the same script (a build may also have left esbuild's service as a child).
    const workers = execFileSync('pgrep', ['-P', String(child.pid), '-f', 'scripts/start.mjs'], { encoding: 'utf8' }).trim().split('\n');
    expect(workers).toHaveLength(2);
    const registered = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buildRegisterInput()) });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    // New connections each time: the primary hands them to the workers in turn.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${base}/api/auth/me`, { headers: { cookie, connection: 'close' } }).then((response) => response.json() as Promise<{ user: unknown }>)),
    );
    expect(answers.every((answer) => answer.user !== null)).toBe(true);
  });

  it('stops every worker on SIGTERM and exits with 0', async () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    // A failure says why: what the processes wrote (CI saw one exit with 1, once, not reproduced since).
    expect(await exited, `output of the primary and its workers:\n${output}`).toBe(0);
  });
});
