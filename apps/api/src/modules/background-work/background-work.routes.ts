import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { backgroundWork } from './background-work.service.ts';

/** The background engine's state, for administrators (decision 043). */
export async function backgroundWorkRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.backgroundWork, async (request) =>
    ok(await backgroundWork(serviceContext(request))),
  );
}
