#!/usr/bin/env node
// Runs every benchmark under bench/ (files named *.bench.ts) with tsx, one after the other.
// Each prints its own figures and its ratio against a baseline measured in the same run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const files = readdirSync(dir).filter((file) => file.endsWith('.bench.ts')).sort();
if (files.length === 0) console.log('bench: no benchmarks yet');
let failed = false;
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync('npx', ['tsx', path.join(dir, file)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exitCode = failed ? 1 : 0;
