import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { personErasureRoutes } from './person-erasure.routes.ts';
import { privacyRoutes } from './privacy.routes.ts';
import {
  FILE_DELETIONS_EVERY_MS,
  RETENTION_EVERY_MS,
  type RetentionDeps,
  runFileDeletions,
  runRetention,
} from './retention.service.ts';
import { subjectAccessExportRoutes } from './subject-access-export.routes.ts';

/**
 * Privacy (decision 041): retention per case type, legal holds, erasure on request and subject
 * access exports. Its background work runs on the one housekeeping schedule, once across instances.
 */
async function privacyPlugin(app: FastifyInstance): Promise<void> {
  const deps: RetentionDeps = { db: app.db, storage: app.files.deps.storage, log: app.log };

  // --- Retention ---
  app.housekeeping.register({
    name: 'retention',
    everyMs: RETENTION_EVERY_MS,
    // Erasing thousands of cases on a first run takes a while; each case commits on its own.
    leaseMs: 60 * 60_000,
    run: (now) => runRetention(deps, now),
  });
  app.housekeeping.register({
    name: 'file-deletions',
    everyMs: FILE_DELETIONS_EVERY_MS,
    run: (now) => runFileDeletions(deps, now),
  });

  // Erasure on request registers the `person-erasures` task itself.
  await app.register(personErasureRoutes);

  // Subject access exports register the `subject-access-exports` and `expired-exports` tasks.
  await app.register(subjectAccessExportRoutes);

  await app.register(privacyRoutes);
}

export const privacyModule = fp(privacyPlugin, {
  name: 'docket-privacy',
  dependencies: ['docket-files', 'housekeeping'],
});
