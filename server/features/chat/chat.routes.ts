import type { FastifyInstance } from 'fastify';
import { ChatRequestSchema, ChatTypeSchema } from '#shared/chat.schemas.ts';
import { AppError, parseInput } from '#server/http/app-error.ts';
import { requireSubscriber } from '#server/http/session.ts';
import { openSse } from '#server/http/sse.ts';
import { observeChatDuration, observeChatFirstToken, recordUpstreamError } from '#server/http/metrics.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import type { Clock } from '#server/lib/clock.ts';
import { planOrBasic } from '#server/features/budget/budget-math.ts';
import type { ChatService } from './chat.service.ts';

export async function chatRoutes(app: FastifyInstance, { chat, clock }: { chat: ChatService; clock: Clock }): Promise<void> {
  /**
   * One answer, streamed as server-sent events. Refusals (identity, validation, budget)
   * are ordinary JSON errors sent before the stream opens.
   */
  app.post<{ Params: { type: string } }>('/api/chat/:type', { bodyLimit: 512 * 1024 }, async (request, reply) => {
    const type = ChatTypeSchema.safeParse(request.params.type);
    if (!type.success) throw new AppError('NOT_FOUND');
    const { user } = requireSubscriber(request, clock);
    const input = parseInput(ChatRequestSchema, request.body);
    const run = await chat.open({ id: user.id, plan: planOrBasic(user.subscriptionPlan) }, type.data, input);
    const sse = openSse(reply);
    // Metrics (server/http/metrics.ts): timings and the failure's kind, never the text.
    const started = performance.now();
    let firstToken = false;
    let outcome: 'done' | 'error' | 'aborted' = 'aborted';
    try {
      for await (const event of run.events(sse.signal)) {
        if (event.type === 'delta' && !firstToken) {
          firstToken = true;
          observeChatFirstToken(type.data, (performance.now() - started) / 1000);
        } else if (event.type === 'done') {
          outcome = 'done';
        } else if (event.type === 'error') {
          outcome = 'error';
          recordUpstreamError(failureKindOf(event.code, event.message));
        }
        sse.send(event);
      }
    } finally {
      sse.end();
      observeChatDuration(type.data, sse.signal.aborted ? 'aborted' : outcome, (performance.now() - started) / 1000);
    }
  });
}

/** The failure kind behind an error event, recognised by its French message (closed set). */
function failureKindOf(code: string, message: string): string {
  if (code === 'EMPTY_REPLY') return 'empty_reply';
  const entry = Object.entries(CHAT_MESSAGES.aiErrors).find(([, text]) => text === message);
  return entry ? entry[0].replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) : 'other';
}
