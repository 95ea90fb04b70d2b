import type { FastifyInstance } from 'fastify';
import { ChatRequestSchema, ChatTypeSchema } from '#shared/chat.schemas.ts';
import { AppError, parseInput } from '#server/lib/errors.ts';
import { requireSubscriber } from '#server/features/auth/session.ts';
import { observeChatDuration, observeChatFirstToken, recordUpstreamError } from '#server/http/metrics.ts';
import { openSse, watchClient, type StreamRegistry } from '#server/http/sse.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { ChatService } from './chat.service.ts';

export async function chatRoutes(app: FastifyInstance, { chat, clock, streams }: { chat: ChatService; clock: Clock; streams: StreamRegistry }): Promise<void> {
  /**
   * One answer, streamed as server-sent events. Refusals (identity, validation, budget)
   * are ordinary JSON errors sent before the stream opens. The browser is watched from the
   * first line: one that left while the answer was being prepared costs nothing and starts no
   * upstream call (docs/chat-streaming.md).
   */
  app.post<{ Params: { type: string } }>('/api/chat/:type', { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const client = watchClient(reply);
    const type = ChatTypeSchema.safeParse(request.params.type);
    if (!type.success) throw new AppError('NOT_FOUND');
    const { user } = requireSubscriber(request, clock);
    const input = parseInput(ChatRequestSchema, request.body);
    const run = await chat.open({ id: user.id, plan: user.subscriptionPlan ?? 'basic' }, type.data, input);
    if (client.signal.aborted) {
      // Nobody to answer: settle the reservation (nothing was used) and write nothing.
      reply.hijack();
      for await (const event of run.events(client.signal)) void event;
      return;
    }
    const answer = streams.open();
    const sse = openSse(reply, { watch: client });
    // Metrics (server/http/metrics.ts): timings and the failure's kind, never the text.
    const started = performance.now();
    let firstToken = false;
    let outcome: 'done' | 'error' | 'aborted' = 'aborted';
    try {
      for await (const event of run.events(sse.signal, answer.stop)) {
        if (event.type === 'delta' && !firstToken) {
          firstToken = true;
          observeChatFirstToken(type.data, (performance.now() - started) / 1000);
        } else if (event.type === 'done') {
          outcome = 'done';
        } else if (event.type === 'error') {
          outcome = 'error';
          recordUpstreamError(event.kind);
          sse.send({ type: 'error', code: event.code, message: event.message });
          continue;
        }
        sse.send(event);
      }
    } finally {
      sse.end();
      answer.done();
      observeChatDuration(type.data, sse.signal.aborted ? 'aborted' : outcome, (performance.now() - started) / 1000);
    }
  });
}
