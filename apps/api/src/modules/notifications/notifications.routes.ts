import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { clearOldNotifications, listNotifications, markRead } from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  app.housekeeping.register({
    name: 'notifications',
    everyMs: HOUSEKEEPING_PERIODS.notifications.everyMs,
    run: (now) => clearOldNotifications(app.db, now),
  });

  endpointRoute(app, ENDPOINTS.notifications, async (request) =>
    ok(await listNotifications(app.db, request.actor.userId)),
  );

  endpointRoute(app, ENDPOINTS.markNotificationsRead, async (request) => {
    await markRead(app.db, request.actor.userId, request.body.ids, app.clock());
    return ok(null, '');
  });
}
