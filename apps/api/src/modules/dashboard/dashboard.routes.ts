import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { getDashboard } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.dashboard, async (request) =>
    ok(await getDashboard(serviceContext(request), request.query.range)),
  );
}
