#!/usr/bin/env node
// `npm start`: builds when dist/ is missing or older than the sources, then runs the
// built server in this same process (so SIGTERM reaches it directly).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
