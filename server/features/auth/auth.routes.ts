import type { FastifyInstance } from 'fastify';
import { SIGNED_OUT, type MeResponse } from '#shared/auth.schemas.ts';
import type { AppDeps } from '#server/deps.ts';

export async function authRoutes(app: FastifyInstance, _deps: AppDeps): Promise<void> {
  app.get('/api/auth/me', async (): Promise<MeResponse> => SIGNED_OUT);
  app.post('/api/auth/logout', async () => ({ success: true as const }));
}
