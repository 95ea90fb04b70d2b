import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '#shared/system.schemas.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AppDeps } from '#server/deps.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import { isDraining } from '#server/http/readiness.ts';

export async function systemRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.get('/api/health', async () => ({ status: 'ok' }));

  /** Readiness: the database answers and the instance is not draining (server/http/readiness.ts). */
  app.get('/api/ready', async (request) => {
    if (isDraining(app)) throw new AppError('SERVICE_DRAINING', undefined, { retryAfter: 5 });
    try {
      await deps.database.ping();
    } catch (error) {
      request.log.warn({ err: loggableError(error) }, 'readiness: database unreachable');
      throw new AppError('DATABASE_UNAVAILABLE');
    }
    return { status: 'ready', database: deps.database.kind };
  });

  app.get('/api/config', async (): Promise<PublicConfig> => ({
    appName: deps.config.appName,
    supportEmail: deps.config.supportEmail,
    paymentProvider: deps.config.payments.provider,
    stripePublishableKey: deps.config.payments.provider === 'stripe' ? deps.config.payments.publishableKey : null,
    aiProvider: deps.config.ai.provider,
  }));
}
