import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { casesRoutes } from './cases.routes.ts';
import { caseNotesRoutes } from './notes.routes.ts';

async function casesPlugin(app: FastifyInstance): Promise<void> {
  await app.register(casesRoutes);
  await app.register(caseNotesRoutes);
}

export const casesModule = fp(casesPlugin, { name: 'docket-cases' });
