import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { checkReadiness } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.health, async () => ok({ status: 'ok' as const }));

  endpointRoute(app, ENDPOINTS.healthReady, async (request) => {
    await checkReadiness(serviceContext(request));
    return ok({ status: 'ok' as const, database: 'ok' as const });
  });
}
