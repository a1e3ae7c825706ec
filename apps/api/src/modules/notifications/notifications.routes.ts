import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { listNotifications, markRead } from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.notifications, async (request) =>
    ok(await listNotifications(serviceContext(request))),
  );

  endpointRoute(app, ENDPOINTS.markNotificationsRead, async (request) => {
    await markRead(serviceContext(request), request.body.ids);
    return ok(null, '');
  });
}
