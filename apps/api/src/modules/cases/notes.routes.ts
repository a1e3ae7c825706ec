import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { addNote, listNotes } from './notes.service.ts';

export async function caseNotesRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.getCaseNotes, async (request) =>
    ok(await listNotes(serviceContext(request), request.query.caseId)),
  );

  endpointRoute(app, ENDPOINTS.addCaseNote, async (request) =>
    ok({ id: await addNote(serviceContext(request), request.body) }, 'Note added.'),
  );
}
