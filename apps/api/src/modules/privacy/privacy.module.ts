import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { personErasureRoutes } from './person-erasure.routes.ts';
import { privacyRoutes } from './privacy.routes.ts';
import { subjectAccessExportRoutes } from './subject-access-export.routes.ts';

/**
 * Privacy (decision 041): retention per case type, legal holds, erasure on request and subject
 * access exports. Its background work (privacy.job.ts) runs on the background engine, once across instances.
 */
async function privacyPlugin(app: FastifyInstance): Promise<void> {
  // Its background work is defined in privacy.job.ts.
  await app.register(personErasureRoutes);

  await app.register(subjectAccessExportRoutes);

  await app.register(privacyRoutes);
}

export const privacyModule = fp(privacyPlugin, { name: 'docket-privacy' });
