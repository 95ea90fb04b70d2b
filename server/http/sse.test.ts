/**
 * The event stream (server/http/sse.ts): events written in one turn of the event loop leave
 * together, and none is held back waiting for a later write (docs/chat-streaming.md).
 */
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
