import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { erasurePreview, requestErasure } from './person-erasure.service.ts';

/** Erasure on request (decision 041): the preview, the request, and the task that carries it out. */
async function personErasurePlugin(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.erasurePreview, async (request) =>
    ok(await erasurePreview(serviceContext(request), request.query.userId)),
  );

  endpointRoute(app, ENDPOINTS.erasePerson, async (request) =>
    ok(await requestErasure(serviceContext(request), request.body)),
  );
}

export const personErasureRoutes = fp(personErasurePlugin, { name: 'docket-person-erasure' });
