#!/usr/bin/env node
// Builds the client (Vite → dist/client), prerenders the public pages (→ dist/prerender) and bundles the server (esbuild → dist/server),
// copying the migrations next to the bundle. Writes dist/.build-stamp last.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { prerenderPages } from './prerender.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

export async function buildAll({ quiet = false } = {}) {
  const started = Date.now();
  rmSync(path.join(dist, '.build-stamp'), { force: true });
  await viteBuild({ root: path.join(root, 'client'), configFile: path.join(root, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info' });
  await prerenderPages({ root, quiet });
  rmSync(path.join(dist, 'server'), { recursive: true, force: true });
  await esbuild({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile: path.join(dist, 'server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'server/db/migrations'), path.join(dist, 'server/migrations'), { recursive: true });
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, '.build-stamp'), new Date().toISOString() + '\n');
  if (!quiet) console.log(`build: done in ${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildAll();
}
