import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { caseVisibleTo } from './cases.repository.ts';
import { casesRoutes } from './cases.routes.ts';
import { caseNotesRoutes } from './notes.routes.ts';

async function casesPlugin(app: FastifyInstance): Promise<void> {
  // A case document may be read by whoever may see its case; every read is on the case's record.
  app.files.policies.set('case-document', {
    readable: (actor, ownerId) => caseVisibleTo(actor, sql`${ownerId}::integer`),
    auditTarget: (ownerId) => ({ type: 'case', id: ownerId }),
  });
  await app.register(casesRoutes);
  await app.register(caseNotesRoutes);
}

export const casesModule = fp(casesPlugin, { name: 'cases', dependencies: ['files'] });
