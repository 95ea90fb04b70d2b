// Tells whether dist/ is missing or older than any source it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['client', 'server', 'shared', 'package.json', 'package-lock.json', 'vite.config.ts', 'scripts/build.mjs', 'scripts/prerender.mjs'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export function buildIsStale() {
  const stamp = path.join(root, 'dist/.build-stamp');
  if (!existsSync(stamp) || !existsSync(path.join(root, 'dist/server/main.js')) || !existsSync(path.join(root, 'dist/client/index.html'))) {
    return 'missing';
  }
  const built = statSync(stamp).mtimeMs;
  const newest = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  return newest > built ? 'stale' : false;
}
