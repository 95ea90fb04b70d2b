/**
 * Server-sent events on a hijacked reply: no compression, no buffering, one JSON object per
 * event, and a comment line every 15 s so proxies keep a slow answer's connection open.
 */
import type { FastifyReply } from 'fastify';

export interface SseChannel {
  send(data: unknown): void;
  /** Aborted when the browser goes away (closed tab, stop button, network loss). */
  signal: AbortSignal;
  end(): void;
}

export function openSse(reply: FastifyReply, options: { heartbeatMs?: number } = {}): SseChannel {
  const raw = reply.raw;
  const controller = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort(new DOMException('client disconnected', 'AbortError'));
  });
  reply.hijack();
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-store, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  raw.flushHeaders();
  const heartbeat = setInterval(() => {
    if (!raw.writableEnded) raw.write(': ping\n\n');
  }, options.heartbeatMs ?? 15_000);
  heartbeat.unref();
  return {
    signal: controller.signal,
    send(data) {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`data: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(heartbeat);
      if (!raw.writableEnded) raw.end();
    },
  };
}
