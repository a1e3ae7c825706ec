import {
  API_PATHS,
  CaseTypeSchema,
  EXTRA_API_PATHS,
  envelope,
  IdQuerySchema,
  SaveCaseTypeRequestSchema,
  UpdateCaseTypeRequestSchema,
} from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { findCaseType, listActiveCaseTypes } from './case-types.repository.ts';
import { type ClaimTemplate, createCaseType, deleteCaseType, updateCaseType } from './case-types.service.ts';

export async function caseTypesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['case types'];
  const admins = { roles: ['Admin'] } as const;
  const claim: ClaimTemplate = (ctx, key, documentId) =>
    app.files.claim(ctx, key, ['template'], { type: 'case-type-document', id: String(documentId) });

  r.post(
    API_PATHS.createCaseType,
    {
      config: admins,
      schema: {
        tags,
        summary: 'Create a case type with its required and eligibility documents (admins)',
        body: SaveCaseTypeRequestSchema,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const id = await createCaseType(serviceContext(request), request.body, claim);
      return ok({ id }, 'Case type created successfully.');
    },
  );

  r.route({
    method: ['PUT', 'POST'],
    url: EXTRA_API_PATHS.updateCaseType,
    config: admins,
    schema: {
      tags,
      summary: 'Update a case type and its documents (admins); documents in use are archived, not deleted',
      body: UpdateCaseTypeRequestSchema,
      response: { 200: envelope(z.object({ id: z.number().int() })) },
    },
    handler: async (request) => {
      await updateCaseType(serviceContext(request), request.body, claim);
      return ok({ id: request.body.id }, 'Case type updated successfully.');
    },
  });

  r.get(
    API_PATHS.getCaseTypes,
    {
      schema: {
        tags,
        summary: 'The case types offered for new cases',
        response: { 200: envelope(z.array(CaseTypeSchema)) },
      },
    },
    async () => ok(await listActiveCaseTypes(app.db)),
  );

  r.get(
    API_PATHS.getCaseTypeById,
    {
      schema: {
        tags,
        summary: 'One case type with its documents',
        querystring: IdQuerySchema,
        response: { 200: envelope(CaseTypeSchema) },
      },
    },
    async (request) => {
      const caseType = await findCaseType(app.db, request.query.id);
      if (!caseType) throw AppError.notFound('Case type not found.');
      return ok(caseType);
    },
  );

  r.delete(
    API_PATHS.deleteCaseType,
    {
      config: admins,
      schema: {
        tags,
        summary: 'Delete a case type (admins); one that cases use is archived instead',
        querystring: IdQuerySchema,
        response: { 200: envelope(z.object({ outcome: z.enum(['deleted', 'archived']) })) },
      },
    },
    async (request) => {
      const outcome = await deleteCaseType(serviceContext(request), request.query.id);
      const message =
        outcome === 'deleted'
          ? 'Case type deleted successfully.'
          : 'Case type archived: existing cases keep it, and it is no longer offered for new cases.';
      return ok({ outcome }, message);
    },
  );
}
