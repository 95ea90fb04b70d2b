#!/usr/bin/env node
// `npm test`'s first step: the type check and the linter at once (each is mostly one core's work,
// and CI machines have two), each one's output printed whole when it ends. Fails if either fails.
import { spawn } from 'node:child_process';

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const lines = output.split('\n').filter((line) => line.trim() && !line.includes('Unknown user config'));
      console.log(`== ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
      if (lines.length > 0) console.log(lines.join('\n'));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([run('typecheck'), run('lint')]);
process.exitCode = results.every(Boolean) ? 0 : 1;
