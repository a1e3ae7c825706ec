import { EXTRA_API_PATHS, envelope, MarkReadRequestSchema, NotificationsSchema } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { listNotifications, markRead } from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  r.get(
    EXTRA_API_PATHS.notifications,
    {
      schema: {
        tags,
        summary: 'Your latest notifications and how many are unread',
        response: { 200: envelope(NotificationsSchema) },
      },
    },
    async (request) => ok(await listNotifications(app.db, request.actor!.userId)),
  );

  r.post(
    EXTRA_API_PATHS.markNotificationsRead,
    {
      schema: {
        tags,
        summary: 'Mark notifications read (all of them when ids is left out)',
        body: MarkReadRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await markRead(app.db, request.actor!.userId, request.body.ids, app.clock());
      return ok(null, '');
    },
  );
}
