import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { listNotifications, markRead } from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.notifications, async (request) =>
    ok(await listNotifications(app.db, request.actor.userId)),
  );

  endpointRoute(app, ENDPOINTS.markNotificationsRead, async (request) => {
    await markRead(app.db, request.actor.userId, request.body.ids, app.clock());
    return ok(null, '');
  });
}
