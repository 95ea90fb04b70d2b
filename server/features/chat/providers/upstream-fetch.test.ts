/**
 * The SDK's fetch (upstream-fetch.ts) against a local server: what fetch gives the SDK — the request
 * as built, the status, headers and streamed body, an abort — and no redirect followed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUpstreamFetch } from './upstream-fetch.ts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];
let base = '';
let release: () => void = () => undefined;
/** Resolved when the client closes the /chatty response's connection. */
let chattyClosed: Promise<void> = Promise.resolve();
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (req.url === '/moved') {
      res.writeHead(307, { location: '/stream' }).end();
    } else if (req.url === '/empty') {
      res.writeHead(204, { 'x-request-id': 'req_2' }).end();
    } else if (req.url === '/busy') {
      res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'réessayez' } }));
    } else if (req.url === '/chatty') {
      // Keeps sending until the client goes away (as a provider does when its answer is cancelled).
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const timer = setInterval(() => res.write('data: encore\n\n'), 1);
      chattyClosed = new Promise((resolve) =>
        res.once('close', () => {
          clearInterval(timer);
          resolve();
        }),
      );
      res.write('data: un\n\n');
    } else if (req.url === '/slow') {
      // One event now, the rest when the test says so (it aborts first).
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: un\n\n');
      release = () => res.end('data: deux\n\n');
    } else {
      res.writeHead(201, { 'content-type': 'text/event-stream', 'set-cookie': ['a=1', 'b=2'] });
      res.write('data: un\n\n');
      setImmediate(() => res.end('data: deux\n\n'));
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  release();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('sends the method, headers and body the SDK built, and returns the status, headers and streamed body', async () => {
  const upstreamFetch = createUpstreamFetch();
  const response = await upstreamFetch(`${base}/v1/chat/completions?x=1`, {
    method: 'post',
    headers: new Headers({ Authorization: 'Bearer clé', 'Content-Type': 'application/json' }),
    body: '{"messages":["Bonjour"]}',
  });
  expect(response.status).toBe(201);
  expect(response.ok).toBe(true);
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
  expect(await response.text()).toBe('data: un\n\ndata: deux\n\n');
  expect(seen.at(-1)).toMatchObject({
    method: 'POST',
    url: '/v1/chat/completions?x=1',
    headers: { authorization: 'Bearer clé', 'content-type': 'application/json', 'content-length': '24' },
    body: '{"messages":["Bonjour"]}',
  });
});

it('follows no redirect: the redirect itself is the response', async () => {
  const before = seen.length;
  const response = await createUpstreamFetch()(`${base}/moved`, { method: 'POST', body: 'prompt' });
  expect(response.status).toBe(307);
  expect(seen.slice(before).map((request) => request.url)).toEqual(['/moved']);
});

it('returns a response without a body for 204', async () => {
  const response = await createUpstreamFetch()(`${base}/empty`, { method: 'GET' });
  expect(response.status).toBe(204);
  expect(response.body).toBeNull();
  expect(response.headers.get('x-request-id')).toBe('req_2');
});

it('ends the body with an AbortError when the signal aborts mid-stream, and refuses an aborted signal', async () => {
  const controller = new AbortController();
  const response = await createUpstreamFetch()(`${base}/slow`, { method: 'GET', signal: controller.signal });
  const reader = response.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: un\n\n');
  controller.abort();
  await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' });
  await expect(createUpstreamFetch()(`${base}/stream`, { method: 'GET', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
});

it('ends the request when the SDK cancels the body (as it does before a retry), data still arriving', async () => {
  const response = await createUpstreamFetch()(`${base}/chatty`, { method: 'GET' });
  const reader = response.body!.getReader();
  await reader.read();
  await reader.cancel();
  // The connection closes; an error thrown after the cancel would fail this file's run.
  await chattyClosed;
  await new Promise((resolve) => setTimeout(resolve, 20));
});

it('cancels the unread body of a refused request (the SDK does so before retrying it)', async () => {
  const response = await createUpstreamFetch()(`${base}/busy`, { method: 'POST', body: '{}' });
  expect(response.status).toBe(429);
  await response.body!.cancel();
  // Data that arrives after the cancel must not throw (it would fail this file's run).
  await new Promise((resolve) => setTimeout(resolve, 20));
});
