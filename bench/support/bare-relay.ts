/**
 * The least a relay in a process of its own can add (bench/chat-streaming.bench.ts): a bare
 * `node:http` server that reads the request, sends the messages to the provider with the platform's
 * fetch (connections kept alive) and copies the provider's event stream back as it comes. No
 * session, no budget, no SDK, no logging. Started by `startBareRelay()` as a child process; prints
 * one JSON line with its address, then serves until SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startChildProcess } from './child-process.ts';

export interface BareRelay {
  base: string;
  close(): Promise<void>;
}

/** Starts this file as a child process relaying to `upstream` (an OpenAI-compatible base address). */
export async function startBareRelay(upstream: string): Promise<BareRelay> {
  const child = await startChildProcess(fileURLToPath(import.meta.url), { name: 'the bare relay', env: { ...process.env, BARE_RELAY_UPSTREAM: upstream } });
  const { base } = JSON.parse(child.line) as { base: string };
  return { base, close: () => child.close() };
}

async function serve(upstream: string): Promise<void> {
  const server = http.createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      void (async () => {
        const { messages } = JSON.parse(Buffer.concat(parts).toString('utf8')) as { messages: unknown[] };
        const answer = await fetch(`${upstream}/chat/completions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
          body: JSON.stringify({ model: 'bench', stream: true, messages }),
        });
        response.writeHead(answer.status, { 'content-type': 'text/event-stream; charset=utf-8' });
        if (answer.body) for await (const chunk of answer.body) response.write(chunk);
        response.end();
      })().catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.stdout.write(`${JSON.stringify({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`);
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

if (process.env.BARE_RELAY_UPSTREAM && process.argv[1] === fileURLToPath(import.meta.url)) await serve(process.env.BARE_RELAY_UPSTREAM);
