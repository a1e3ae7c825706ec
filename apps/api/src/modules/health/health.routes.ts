import { ENDPOINTS } from '@docket/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.health, async () => ok({ status: 'ok' as const }));

  endpointRoute(app, ENDPOINTS.healthReady, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      throw new AppError('DATABASE_UNAVAILABLE');
    }
    return ok({ status: 'ok' as const, database: 'ok' as const });
  });
}
