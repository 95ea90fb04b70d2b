import type { FastifyInstance } from 'fastify';
import { ChatRequestSchema, ChatTypeSchema } from '#shared/chat.schemas.ts';
import { AppError, parseInput } from '#server/http/app-error.ts';
import { requireSubscriber } from '#server/http/session.ts';
import { openSse } from '#server/http/sse.ts';
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
    try {
      for await (const event of run.events(sse.signal)) sse.send(event);
    } finally {
      sse.end();
    }
  });
}
