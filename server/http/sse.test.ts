/**
 * The event stream (server/http/sse.ts): events written in one turn of the event loop leave
 * together, and none is held back waiting for a later write (docs/chat-streaming.md).
 */
import net from 'node:net';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { openSse } from './sse.ts';

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function serve(handler: (sse: ReturnType<typeof openSse>) => Promise<void>): Promise<string> {
  const app = Fastify();
  apps.push(app);
  app.get('/stream', async (_request, reply) => {
    const sse = openSse(reply);
    await handler(sse);
    sse.end();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}/stream`;
}

async function* events(url: string): AsyncGenerator<unknown> {
  const response = await fetch(url);
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      if (block.startsWith('data: ')) yield JSON.parse(block.slice('data: '.length));
    }
  }
}

it('delivers events written in one turn, in order, and ends the stream', async () => {
  const url = await serve(async (sse) => {
    for (let i = 0; i < 30; i++) sse.send({ type: 'delta', text: `mot${i} ` });
    sse.send({ type: 'done' });
  });
  const received: unknown[] = [];
  for await (const event of events(url)) received.push(event);
  expect(received).toEqual([...Array.from({ length: 30 }, (_, i) => ({ type: 'delta', text: `mot${i} ` })), { type: 'done' }]);
});

it('sends an event at once, without waiting for the next one or the end of the stream', async () => {
  let received!: () => void;
  const firstSeen = new Promise<void>((resolve) => (received = resolve));
  // The server writes the second event only once the browser has the first: a first event held
  // back (corked) would leave this test waiting until its timeout.
  const url = await serve(async (sse) => {
    sse.send({ type: 'delta', text: 'premier' });
    await firstSeen;
    sse.send({ type: 'delta', text: 'second' });
  });
  const seen: unknown[] = [];
  for await (const event of events(url)) {
    seen.push(event);
    if (seen.length === 1) received();
  }
  expect(seen).toEqual([
    { type: 'delta', text: 'premier' },
    { type: 'delta', text: 'second' },
  ]);
});

it('writes nothing when the stream opens: the headers leave with the first event, in one write', async () => {
  const app = Fastify();
  apps.push(app);
  const writes: number[] = [];
  app.get('/stream', async (_request, reply) => {
    // Counts the socket's writes (each `_write`/`_writev` is one write to the connection).
    const socket = reply.raw.socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    let count = 0;
    for (const method of ['_write', '_writev'] as const) {
      const original = socket[method];
      socket[method] = function (this: unknown, ...args: unknown[]) {
        count++;
        return original.apply(this, args);
      };
    }
    const sse = openSse(reply);
    writes.push(count);
    sse.send({ type: 'delta', text: 'premier' });
    await new Promise((resolve) => setImmediate(resolve));
    writes.push(count);
    sse.end();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/stream`;
  const received: unknown[] = [];
  for await (const event of events(url)) received.push(event);
  expect(received).toEqual([{ type: 'delta', text: 'premier' }]);
  expect(writes).toEqual([0, 1]);
});

it('sends the events of one turn as one HTTP chunk', async () => {
  const url = new URL(
    await serve(async (sse) => {
      for (let i = 0; i < 30; i++) sse.send({ type: 'delta', text: `mot${i} ` });
      await new Promise((resolve) => setImmediate(resolve));
      sse.send({ type: 'done' });
    }),
  );
  // A raw connection, to see the chunked encoding that fetch hides.
  const raw = await new Promise<string>((resolve, reject) => {
    let received = '';
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`));
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      received += data;
      // The last chunk (size 0) ends the response; the connection itself is kept alive.
      if (received.endsWith('\r\n0\r\n\r\n')) {
        socket.destroy();
        resolve(received);
      }
    });
    socket.on('error', reject);
  });
  let body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  const chunks: string[] = [];
  for (;;) {
    const lineEnd = body.indexOf('\r\n');
    const size = parseInt(body.slice(0, lineEnd), 16);
    if (size === 0) break;
    chunks.push(Buffer.from(body.slice(lineEnd + 2, lineEnd + 2 + size), 'latin1').toString('utf8'));
    body = body.slice(lineEnd + 2 + size + 2);
  }
  expect(chunks).toEqual([Array.from({ length: 30 }, (_, i) => `data: {"type":"delta","text":"mot${i} "}\n\n`).join(''), 'data: {"type":"done"}\n\n']);
});
