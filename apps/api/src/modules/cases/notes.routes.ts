import {
  AddNoteRequestSchema,
  CaseIdQuerySchema,
  CaseNoteSchema,
  EXTRA_API_PATHS,
  envelope,
} from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { addNote, listNotes } from './notes.service.ts';

export async function caseNotesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['case notes'];

  r.get(
    EXTRA_API_PATHS.getCaseNotes,
    {
      schema: {
        tags,
        summary: 'The notes of a case the caller may read',
        querystring: CaseIdQuerySchema,
        response: { 200: envelope(z.array(CaseNoteSchema)) },
      },
    },
    async (request) => ok(await listNotes(serviceContext(request), request.query.caseId)),
  );

  r.post(
    EXTRA_API_PATHS.addCaseNote,
    {
      schema: {
        tags,
        summary:
          'Add a note; staff notes are internal unless isSharedWithClient, client notes are seen by staff',
        body: AddNoteRequestSchema,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok({ id: await addNote(serviceContext(request), request.body) }, 'Note added.'),
  );
}
