import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { search } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.search, async (request) =>
    ok(await search(serviceContext(request), request.query.q)),
  );
}
