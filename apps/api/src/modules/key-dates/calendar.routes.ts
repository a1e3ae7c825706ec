import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import {
  addEvent,
  calendarBetween,
  calendarFeed,
  cancelEvent,
  createCalendarFeed,
  eventsForCase,
  revokeCalendarFeed,
} from './calendar.service.ts';

/** A feed's file name: its 256-bit token, URL-safe, and the extension calendar programs expect. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Appointments, the calendar and the private feed (decision 047). */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.addEvent, async (request) =>
    ok(await addEvent(serviceContext(request), request.body)),
  );
  endpointRoute(app, ENDPOINTS.eventsForCase, async (request) =>
    ok(await eventsForCase(serviceContext(request), request.query.caseId)),
  );
  endpointRoute(app, ENDPOINTS.cancelEvent, async (request) => {
    await cancelEvent(serviceContext(request), request.body.id);
    return ok(null);
  });
  endpointRoute(app, ENDPOINTS.calendar, async (request) =>
    ok(await calendarBetween(serviceContext(request), request.query)),
  );
  endpointRoute(app, ENDPOINTS.createCalendarFeed, async (request) =>
    ok(await createCalendarFeed(serviceContext(request))),
  );
  endpointRoute(app, ENDPOINTS.revokeCalendarFeed, async (request) => {
    await revokeCalendarFeed(serviceContext(request));
    return ok(null);
  });
  // Outside the API's envelope: calendar programs fetch the address itself, without a session.
  app.get<{ Params: { file: string } }>(
    '/cal/:file',
    // Not an endpoint of the API (no envelope, no /api address): left out of its OpenAPI document.
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const feed = token ? await calendarFeed(serviceContext(request), token) : null;
      if (feed === null) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(feed);
    },
  );
}
