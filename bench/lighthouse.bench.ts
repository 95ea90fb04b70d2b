/**
 * Lighthouse (mobile, Debian Chromium) on the public pages of the built app, served by the real
 * server with its defaults. Baseline, in the same run and the same browser: a bare static French
 * page with one heading served by node:http — what this machine gives a page that costs nothing.
 * Goals (docs/performance.md): performance ≥ 98; accessibility, best practices and SEO 100.
 * Run: npm run bench (or npx tsx bench/lighthouse.bench.ts); builds the app first when dist/ is stale.
 */
import http from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '#tests/e2e/support/browser.ts';
import { startServer } from '#tests/e2e/support/server.ts';
// @ts-expect-error -- a plain .mjs module of the build scripts, without types
import { buildIsStale } from '../scripts/build-state.mjs';
// @ts-expect-error -- a plain .mjs module of the build scripts, without types
import { buildAll } from '../scripts/build.mjs';

const PAGES = ['/', '/pricing', '/faq', '/who-are-we'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

if ((buildIsStale as () => string | false)()) await (buildAll as (options: { quiet: boolean }) => Promise<void>)({ quiet: true });

const bare = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Référence</title><meta name="description" content="Page de référence"></head><body><h1>Bonjour</h1><p>Une page statique.</p></body></html>');
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;

const server = await startServer();
const chrome = await launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface Row {
  label: string;
  scores: number[];
  fcp: number;
  tbt: number;
}

async function audit(label: string, url: string, attempt = 1): Promise<Row> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A failed audit (seen: NO_NAVSTART, a trace Lighthouse could not read on a busy machine) scores 0:
  // say why and audit once more, instead of printing a bare zero.
  if (runtimeError) {
    console.log(`${label}: Lighthouse could not audit the page (${runtimeError.code}: ${runtimeError.message})${attempt === 1 ? '; once more' : ''}`);
    if (attempt === 1) return audit(label, url, 2);
  }
  return {
    label,
    scores: CATEGORIES.map((category) => Math.round((categories[category]?.score ?? 0) * 100)),
    fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}

try {
  const baseline = await audit('baseline (static page)', bareUrl);
  const rows = [baseline];
  for (const page of PAGES) rows.push(await audit(page, server.url + page));
  console.log('page                      perf  a11y  best   seo   FCP ms (× baseline)   TBT ms');
  for (const row of rows) {
    const [perf, a11y, best, seo] = row.scores.map((score) => String(score).padStart(4));
    console.log(`${row.label.padEnd(24)} ${perf}  ${a11y}  ${best}  ${seo}   ${row.fcp.toFixed(0).padStart(6)} (${(row.fcp / baseline.fcp).toFixed(2)}×)   ${row.tbt.toFixed(0).padStart(6)}`);
  }
} finally {
  chrome.kill();
  await server.stop();
  bare.close();
}
