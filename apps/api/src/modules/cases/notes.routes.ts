import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { addNote, listNotes } from './notes.service.ts';

export async function caseNotesRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.getCaseNotes, async (request) =>
    ok(await listNotes(serviceContext(request), request.query.caseId)),
  );

  endpointRoute(app, ENDPOINTS.addCaseNote, async (request) =>
    ok({ id: await addNote(serviceContext(request), request.body) }, 'Note added.'),
  );
}
