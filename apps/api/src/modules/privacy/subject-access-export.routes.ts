import { ENDPOINTS } from '@docket/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { runSubjectAccessExports } from './subject-access-export.build.ts';
import { expireSubjectAccessExports } from './subject-access-export.expiry.ts';
import {
  openSubjectAccessExport,
  requestSubjectAccessExport,
  subjectAccessExports,
} from './subject-access-export.service.ts';

const MINUTE_MS = 60_000;

/**
 * Subject access exports (decision 041): an administrator asks, the `subject-access-exports` task
 * builds the zip, the administrator downloads it until it expires, and `expired-exports` deletes it.
 */
async function subjectAccessExportPlugin(app: FastifyInstance): Promise<void> {
  const storage = app.files.deps.storage;
  const buildDeps = {
    db: app.db,
    storage,
    tempDir: app.files.deps.tempDir,
    log: app.log,
    overrides: app.services.localeOverrides,
  };
  app.housekeeping.register({
    name: 'subject-access-exports',
    // Woken by each request; the minute's round takes over one left by an instance that stopped.
    everyMs: MINUTE_MS,
    leaseMs: 30 * MINUTE_MS,
    run: (now) => runSubjectAccessExports(buildDeps, now),
  });
  app.housekeeping.register({
    name: 'expired-exports',
    everyMs: 60 * MINUTE_MS,
    run: (now) => expireSubjectAccessExports({ db: app.db, storage, log: app.log }, now),
  });

  endpointRoute(app, ENDPOINTS.requestSubjectAccessExport, async (request) =>
    ok(
      await requestSubjectAccessExport(serviceContext(request), request.body.userId, () =>
        app.housekeeping.wake('subject-access-exports'),
      ),
    ),
  );

  endpointRoute(app, ENDPOINTS.subjectAccessExports, async (request) =>
    ok(await subjectAccessExports(serviceContext(request), request.query.userId)),
  );

  endpointRoute(
    app,
    ENDPOINTS.downloadSubjectAccessExport,
    async (request, reply) => {
      const zip = await openSubjectAccessExport(serviceContext(request), storage, request.query.id);
      const day = zip.readyAt.toISOString().slice(0, 10);
      if (zip.sizeBytes !== null) reply.header('content-length', zip.sizeBytes);
      return (
        reply
          .header('content-type', 'application/zip')
          .header(
            'content-disposition',
            contentDisposition(`docket-export-${day}.zip`, { type: 'attachment' }),
          )
          .header('x-content-type-options', 'nosniff')
          // SECURITY: everything held about a person: no cache keeps a copy.
          .header('cache-control', 'private, no-store')
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
          .send(zip.stream)
      );
    },
    // A zip is compressed already.
    { compress: false },
  );
}

export const subjectAccessExportRoutes = fp(subjectAccessExportPlugin, {
  name: 'docket-subject-access-exports',
  dependencies: ['docket-files', 'housekeeping'],
});
