import type { FastifyInstance } from 'fastify';
import { WritingStyleInputSchema, type WritingStyle } from '#shared/writing-style.ts';
import { parseInput } from '#server/lib/errors.ts';
import { requireUser } from '#server/features/auth/session.ts';
import type { WritingStyleService } from './writing-style.service.ts';

export async function writingStyleRoutes(app: FastifyInstance, { styles }: { styles: WritingStyleService }): Promise<void> {
  app.get('/api/account/writing-style', async (request, reply): Promise<WritingStyle> => {
    const { user } = requireUser(request);
    void reply.header('Cache-Control', 'no-store');
    return styles.get(user.id);
  });

  app.put('/api/account/writing-style', { bodyLimit: 16 * 1024 }, async (request): Promise<WritingStyle> => {
    const { user } = requireUser(request);
    return styles.save(user.id, parseInput(WritingStyleInputSchema, request.body));
  });
}
