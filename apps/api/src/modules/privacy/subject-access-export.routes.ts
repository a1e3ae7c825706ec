import { ENDPOINTS } from '@docket/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import {
  openSubjectAccessExport,
  requestSubjectAccessExport,
  subjectAccessExports,
} from './subject-access-export.service.ts';

/**
 * Subject access exports (decision 041): an administrator asks, the export's `subject-access-exports`
 * job builds the zip, the administrator downloads it until it expires, and `expired-exports` deletes it.
 */
async function subjectAccessExportPlugin(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.requestSubjectAccessExport, async (request) =>
    ok(await requestSubjectAccessExport(serviceContext(request), request.body.userId)),
  );

  endpointRoute(app, ENDPOINTS.subjectAccessExports, async (request) =>
    ok(await subjectAccessExports(serviceContext(request), request.query.userId)),
  );

  endpointRoute(
    app,
    ENDPOINTS.downloadSubjectAccessExport,
    async (request, reply) => {
      const zip = await openSubjectAccessExport(serviceContext(request), request.query.id);
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
});
