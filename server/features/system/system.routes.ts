import type { FastifyInstance } from 'fastify';
import type { PublicConfig } from '#shared/system.schemas.ts';
import { AppError } from '#server/lib/errors.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import { isDraining } from '#server/http/readiness.ts';

export interface SystemRoutesDeps {
  /** The database, only to ask whether it answers and which kind it is. */
  database: Pick<DatabaseHandle, 'ping' | 'kind'>;
  /** What the client may know of the configuration (GET /api/config). */
  publicConfig: PublicConfig;
}

export async function systemRoutes(app: FastifyInstance, deps: SystemRoutesDeps): Promise<void> {
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

  app.get('/api/config', async (): Promise<PublicConfig> => deps.publicConfig);
}
