import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { listAuditEvents } from './audit.service.ts';

/** The audit log, for administrators: every record, filtered by user, case, action and date. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.auditEvents, async (request) =>
    ok(await listAuditEvents(serviceContext(request), request.query)),
  );
}
