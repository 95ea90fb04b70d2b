/**
 * Server-sent events on a hijacked reply: no compression, no buffering, one JSON object per
 * event, and a comment line every 15 s so proxies keep a slow answer's connection open.
 * Also the two signals an answer obeys (docs/chat-streaming.md): the browser going away,
 * watched from the start of the request, and the server draining on SIGTERM.
 */
import type { FastifyReply } from 'fastify';

export interface SseChannel {
  send(data: unknown): void;
  /** Aborted when the browser goes away (closed tab, stop button, network loss). */
  signal: AbortSignal;
  end(): void;
}

export interface ClientWatch {
  /** Aborted when the browser goes away, including before the stream opened. */
  signal: AbortSignal;
}

/**
 * Watches the connection from the moment it is called: call it first in the handler, before
 * any database work, so a browser that leaves while the answer is being prepared is seen.
 */
export function watchClient(reply: FastifyReply): ClientWatch {
  const raw = reply.raw;
  const controller = new AbortController();
  const gone = () => {
    if (!raw.writableFinished) controller.abort(new DOMException('client disconnected', 'AbortError'));
  };
  const socket = raw.socket;
  if (raw.destroyed || socket?.destroyed === true) {
    gone();
  } else {
    raw.once('close', gone);
    if (socket) {
      // A keep-alive socket outlives this response: stop listening to it once the response is over.
      socket.once('close', gone);
      raw.once('close', () => socket.off('close', gone));
    }
  }
  return { signal: controller.signal };
}

export function openSse(reply: FastifyReply, options: { heartbeatMs?: number; watch?: ClientWatch } = {}): SseChannel {
  const raw = reply.raw;
  const { signal } = options.watch ?? watchClient(reply);
  reply.hijack();
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-store, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  // The headers are not flushed on their own: they leave with the first event (or the first
  // keep-alive comment), in the same system call, one write and one wake-up of the browser's side
  // fewer per answer (docs/chat-streaming.md).
  // What is written in one turn of the event loop leaves as one write (one HTTP chunk, one system
  // call): deltas the provider sent together reach the browser together, at no extra delay.
  let pending = '';
  const flush = () => {
    const chunk = pending;
    pending = '';
    if (chunk && !raw.writableEnded && !raw.destroyed) raw.write(chunk);
  };
  const write = (chunk: string) => {
    if (pending === '') process.nextTick(flush);
    pending += chunk;
  };
  const heartbeat = setInterval(() => {
    if (!raw.writableEnded) write(': ping\n\n');
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();
  return {
    signal,
    send(data) {
      if (!raw.writableEnded && !raw.destroyed) write(`data: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(heartbeat);
      const chunk = pending;
      pending = '';
      if (!raw.writableEnded) raw.end(chunk);
    },
  };
}

/** The open answers of this process, so that a shutdown can let them finish (docs/chat-streaming.md). */
export interface StreamRegistry {
  /** Registers an answer: `stop` aborts when the drain limit is reached (at once if already draining). */
  open(): { stop: AbortSignal; done(): void };
  readonly size: number;
  readonly draining: boolean;
  /** Refuses new answers, waits up to `limitMs` for open ones, then stops the rest and waits for them to settle. */
  drain(limitMs: number): Promise<{ finished: number; stopped: number }>;
}

export function createStreamRegistry(): StreamRegistry {
  const open = new Map<symbol, { controller: AbortController; ended: Promise<void> }>();
  let draining = false;
  let changed: () => void = () => undefined;

  const waitForEmpty = (limitMs: number) =>
    new Promise<boolean>((resolve) => {
      if (open.size === 0) return resolve(true);
      const timer = setTimeout(() => resolve(false), limitMs);
      changed = () => {
        if (open.size > 0) return;
        clearTimeout(timer);
        resolve(true);
      };
    });

  return {
    open() {
      const key = Symbol('answer');
      const controller = new AbortController();
      let end: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => (end = resolve));
      open.set(key, { controller, ended });
      if (draining) controller.abort(new DOMException('server shutting down', 'AbortError'));
      return {
        stop: controller.signal,
        done() {
          if (!open.delete(key)) return;
          end();
          changed();
        },
      };
    },
    get size() {
      return open.size;
    },
    get draining() {
      return draining;
    },
    async drain(limitMs) {
      draining = true;
      const before = open.size;
      if (await waitForEmpty(limitMs)) return { finished: before, stopped: 0 };
      const left = [...open.values()];
      for (const entry of left) entry.controller.abort(new DOMException('server shutting down', 'AbortError'));
      await Promise.all(left.map((entry) => entry.ended));
      return { finished: before - left.length, stopped: left.length };
    },
  };
}
