/**
 * What an authenticated API request costs (docs/performance.md): GET /api/auth/me with a session
 * cookie, 50 connections for a few seconds, through the real app (cookie, session lookup, JSON
 * reply). Baseline, in the same run and the same process kind: a bare `node:http` server returning
 * the very JSON body the app answers with (read from the app first, so the two write the same bytes
 * of body). Also printed: the same route without a session, and /api/health.
 * The load comes from autocannon in a child process, so it does not share the server's event loop.
 * On the embedded database always; on PostgreSQL too when DATABASE_URL is set. The app runs with
 * its production logger settings (level info, one line per request), written to /dev/null.
 * Then, on PostgreSQL, the app in a process of its own with one worker and with two (node:cluster on
 * one port, as WEB_CONCURRENCY=2): what a second worker gives on this machine.
 * Goal (docs/performance.md): with a session, on PostgreSQL, at least 50 % of the bare server.
 * Run: npm run bench (or npx tsx bench/auth-me.bench.ts).
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite, type DatabaseHandle } from '#server/db/client.ts';
import { findProjectRoot } from '#server/lib/project-root.ts';
import { startBenchApp } from './support/app.ts';
import { startAppProcess } from './support/app-process.ts';
import { onEachDatabase, onEachDatabaseUrl } from './support/databases.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const autocannonBin = path.join(findProjectRoot(), 'node_modules/.bin/autocannon');

/** Requests per second (and errors) of GET url under CONNECTIONS connections. */
async function load(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; errors: number; p50: number; p99: number }> {
  const args = ['-j', '-c', String(CONNECTIONS), '-d', String(SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  // Asynchronous: the server under test runs in this process and must keep answering.
  const { stdout: output } = await promisify(execFile)(autocannonBin, [...args, url], { encoding: 'utf8' });
  const result = JSON.parse(output) as { requests: { average: number }; errors: number; non2xx: number; latency: { p50: number; p99: number } };
  return { rps: result.requests.average, errors: result.errors + result.non2xx, p50: result.latency.p50, p99: result.latency.p99 };
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const fmt = (r: { rps: number; errors: number; p50: number; p99: number }) =>
  `${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`;

console.log(`load average before the run: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);

// Baseline: the floor of a Node HTTP server on this machine, with the app's own body. Until 2026-11-27 it
// answered a shorter made-up body (270 bytes against the app's 730 or so), which flattered the baseline.
const body = await (async () => {
  const database = wrapPglite(await PGlite.create());
  await database.migrate();
  const { app, base, cookie } = await startBenchApp(database, {}, { productionLogger: true });
  const text = await (await fetch(`${base}/api/auth/me`, { headers: { cookie } })).text();
  await app.close();
  await database.close();
  return text;
})();
console.log(`body of /api/auth/me with a session: ${Buffer.byteLength(body)} bytes (the bare server answers the same)`);
const bare = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(body);
});
const bareUrl = await listen(bare);
await load(bareUrl); // warm-up
const baseline = await load(bareUrl);
console.log(`baseline: bare node:http        ${fmt(baseline)}`);
bare.close();

async function measure(label: string, database: DatabaseHandle): Promise<void> {
  const { app, base, cookie } = await startBenchApp(database, {}, { productionLogger: true });

  await load(`${base}/api/auth/me`, { cookie }); // warm-up
  const signedIn = await load(`${base}/api/auth/me`, { cookie });
  const anonymous = await load(`${base}/api/auth/me`);
  const health = await load(`${base}/api/health`);
  console.log(`${label}: /api/auth/me with a session  ${fmt(signedIn)}   ${((signedIn.rps / baseline.rps) * 100).toFixed(0)} % of baseline`);
  console.log(`${label}: /api/auth/me anonymous       ${fmt(anonymous)}   ${((anonymous.rps / baseline.rps) * 100).toFixed(0)} % of baseline`);
  console.log(`${label}: /api/health                  ${fmt(health)}   ${((health.rps / baseline.rps) * 100).toFixed(0)} % of baseline`);
  await app.close();
  results.push({ label, rps: signedIn.rps });
}

const results: { label: string; rps: number }[] = [];
await onEachDatabase(measure);
await onEachDatabaseUrl(async (label, databaseUrl) => {
  if (!databaseUrl) return;
  for (const workers of [1, 2]) {
    const app = await startAppProcess({ databaseUrl, workers, productionLogger: true });
    const cookie = app.cookies[0] ?? '';
    await load(`${app.base}/api/auth/me`, { cookie }); // warm-up
    const signedIn = await load(`${app.base}/api/auth/me`, { cookie });
    const row = `${label}, ${workers} worker${workers > 1 ? 's' : ''}`;
    console.log(`${row} (own process): /api/auth/me with a session  ${fmt(signedIn)}   ${((signedIn.rps / baseline.rps) * 100).toFixed(0)} % of baseline`);
    results.push({ label: row, rps: signedIn.rps });
    await app.close();
  }
});
console.log('\n/api/auth/me with a session, against bare node:http in this run:');
console.log(`  bare node:http  ${Math.round(baseline.rps).toString().padStart(6)} req/s  100 %`);
for (const { label, rps } of results) console.log(`  ${label.padEnd(22)} ${Math.round(rps).toString().padStart(6)} req/s  ${((rps / baseline.rps) * 100).toFixed(0).padStart(3)} %${label === 'PostgreSQL' ? `  (goal ≥ 50 %: ${rps / baseline.rps >= 0.5 ? 'met' : 'not met'})` : ''}`);
console.log(`load average after the run: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
