/**
 * A local OpenAI-compatible server for tests: Chat Completions and Responses API streams,
 * scripted per request (errors, slow or broken streams), recording what it received.
 * The official `openai` SDK talks to it through `baseURL`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  | { kind: 'error'; status: number; retryAfterMs?: number }
  /** A redirect (e.g. 307, which asks the client to send the same body again) to `location`. */
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'stream';
      chunks: string[];
      /** Usage reported at the end (omitted: none, as some compatible servers do). */
      usage?: { input: number; output: number } | null;
      delayMs?: number;
      /** Destroy the connection after this many chunks (a failure mid-stream). */
      breakAfter?: number;
      /** Wait this long before the first byte. */
      firstByteDelayMs?: number;
      /** Go silent after this many chunks, keeping the connection open until the client closes it (a stalled upstream). */
      stallAfter?: number;
    };

export interface FakeRequest {
  path: string;
  body: Record<string, unknown>;
  raw: string;
}

export interface FakeOpenAi {
  url: string;
  requests: FakeRequest[];
  /** Requests whose connection the client closed before the reply ended. */
  aborted: number;
  /** The reply for the n-th request (0-based); defaults to a short answer with usage. */
  script: (index: number, request: FakeRequest) => FakeReply;
  waitForAborted(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_REPLY: FakeReply = { kind: 'stream', chunks: ['Hypothèse ', 'à explorer', '.'], usage: { input: 120, output: 9 } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = {
    url: '',
    requests: [],
    aborted: 0,
    script: () => DEFAULT_REPLY,
    async waitForAborted(count, timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      while (fake.aborted < count) {
        if (Date.now() > deadline) throw new Error(`upstream saw ${fake.aborted} aborted requests, expected ${count}`);
        await sleep(10);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/v1/, '');
      const request: FakeRequest = { path, body: JSON.parse(raw || '{}') as Record<string, unknown>, raw };
      const index = fake.requests.length;
      fake.requests.push(request);
      void respond(fake.script(index, request), path, res);
    });
  });

  async function respond(reply: FakeReply, path: string, res: http.ServerResponse): Promise<void> {
    let finished = false;
    res.on('close', () => {
      if (!finished) fake.aborted++;
    });
    if (reply.kind === 'redirect') {
      finished = true;
      res.writeHead(reply.status, { location: reply.location });
      res.end();
      return;
    }
    if (reply.kind === 'error') {
      finished = true;
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        ...(reply.retryAfterMs !== undefined ? { 'retry-after-ms': String(reply.retryAfterMs) } : {}),
      });
      res.end(JSON.stringify({ error: { message: `fake upstream error ${reply.status}`, type: 'server_error' } }));
      return;
    }
    const responses = path.startsWith('/responses');
    if (reply.firstByteDelayMs) await sleep(reply.firstByteDelayMs);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const write = (event: string | null, data: unknown) => {
      if (res.destroyed) return;
      res.write(`${event ? `event: ${event}\n` : ''}data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    };
    let sequence = 0;
    if (responses) write('response.created', { type: 'response.created', sequence_number: sequence++, response: { id: 'resp_1', object: 'response', status: 'in_progress', output: [] } });
    for (const [i, chunk] of reply.chunks.entries()) {
      if (reply.stallAfter !== undefined && i >= reply.stallAfter) {
        if (!res.destroyed) await new Promise((resolve) => res.once('close', resolve));
        return;
      }
      if (reply.breakAfter !== undefined && i >= reply.breakAfter) {
        // Let what was written reach the client, then cut the connection.
        await sleep(50);
        res.destroy();
        return;
      }
      if (reply.delayMs) await sleep(reply.delayMs);
      if (res.destroyed) return;
      if (responses) {
        write('response.output_text.delta', {
          type: 'response.output_text.delta',
          sequence_number: sequence++,
          item_id: 'msg_1',
          output_index: 0,
          content_index: 0,
          delta: chunk,
          logprobs: [],
        });
      } else {
        write(null, { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'x', choices: [{ index: 0, delta: { content: chunk }, finish_reason: null }] });
      }
    }
    const usage = reply.usage;
    if (responses) {
      write('response.completed', {
        type: 'response.completed',
        sequence_number: sequence++,
        response: {
          id: 'resp_1',
          object: 'response',
          status: 'completed',
          output: [],
          usage: usage ? { input_tokens: usage.input, output_tokens: usage.output, total_tokens: usage.input + usage.output } : null,
        },
      });
    } else {
      write(null, { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'x', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
      if (usage) {
        write(null, {
          id: 'chatcmpl-1',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'x',
          choices: [],
          usage: { prompt_tokens: usage.input, completion_tokens: usage.output, total_tokens: usage.input + usage.output },
        });
      }
      write(null, '[DONE]');
    }
    finished = true;
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
