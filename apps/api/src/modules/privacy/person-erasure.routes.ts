import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { erasurePreview, requestErasure, runPersonErasures } from './person-erasure.service.ts';

/** The background work checks for due erasures this often, besides being woken by a request. */
const PERSON_ERASURES_EVERY_MS = 60_000;

/** Erasure on request (decision 041): the preview, the request, and the task that carries it out. */
async function personErasurePlugin(app: FastifyInstance): Promise<void> {
  const deps = {
    db: app.db,
    storage: app.files.deps.storage,
    log: app.log,
    encryptionKey: app.services.encryptionKey,
    removeUploadsOf: app.files.removeUploadsOf,
  };
  app.housekeeping.register({
    name: 'person-erasures',
    everyMs: PERSON_ERASURES_EVERY_MS,
    run: (now) => runPersonErasures(deps, now),
  });

  endpointRoute(app, ENDPOINTS.erasurePreview, async (request) =>
    ok(await erasurePreview(serviceContext(request), request.query.userId)),
  );

  endpointRoute(app, ENDPOINTS.erasePerson, async (request) =>
    ok(
      await requestErasure(serviceContext(request), request.body, () =>
        app.housekeeping.wake('person-erasures'),
      ),
    ),
  );
}

export const personErasureRoutes = fp(personErasurePlugin, {
  name: 'docket-person-erasure',
  dependencies: ['docket-files', 'housekeeping'],
});
