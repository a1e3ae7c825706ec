import {
  AddCaseDocumentRequestSchema,
  API_PATHS,
  AssignSolicitorQuerySchema,
  CaseDetailSchema,
  CaseIdQuerySchema,
  CaseListItemSchema,
  CaseListQuerySchema,
  ChangeStatusRequestSchema,
  CreateCaseRequestSchema,
  EXTRA_API_PATHS,
  envelope,
  IdQuerySchema,
  pagedSchema,
  SolicitorOptionSchema,
  SupportRequirementSchema,
  SupportRequirementsQuerySchema,
  TimelineEntrySchema,
} from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { addCaseDocument, assignSolicitor, changeStatus } from './case-actions.service.ts';
import { getCaseDetail } from './case-detail.service.ts';
import { listCasesVisibleTo } from './cases.repository.ts';
import { type ClaimCaseFile, createCase } from './create-case.service.ts';
import { listSolicitors } from './solicitors.service.ts';
import { supportRequirements } from './support-requirements.service.ts';
import { caseTimeline } from './timeline.service.ts';

const MessageOnly = { 200: envelope(z.null()) };

export async function casesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cases'];
  const claim: ClaimCaseFile = async (ctx, key, caseId) =>
    (await app.files.tryClaim(ctx, key, ['case-document'], { type: 'case-document', id: String(caseId) }))
      ?.id ?? null;

  r.post(
    API_PATHS.createCase,
    {
      config: { roles: ['Client'] },
      schema: {
        tags,
        summary:
          'Open a case for the signed-in client with its documents (staged uploads); errors lists every problem',
        body: CreateCaseRequestSchema,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ id: await createCase(serviceContext(request), request.body, claim) }, 'case created successfully'),
  );

  r.get(
    API_PATHS.getCases,
    {
      schema: {
        tags,
        summary:
          'A page of the cases the caller may see, searched (case type, client, solicitor, description) and sorted',
        querystring: CaseListQuerySchema,
        response: { 200: envelope(pagedSchema(CaseListItemSchema)) },
      },
    },
    async (request) => ok(await listCasesVisibleTo(app.db, request.actor!, request.query)),
  );

  r.get(
    API_PATHS.getCaseById,
    {
      schema: {
        tags,
        summary: 'One case with its current documents',
        querystring: IdQuerySchema,
        response: { 200: envelope(CaseDetailSchema) },
      },
    },
    async (request) => ok(await getCaseDetail(serviceContext(request), request.query.id)),
  );

  r.put(
    API_PATHS.assignSolicitor,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        summary: 'Assign or change the solicitor of a case (admins)',
        querystring: AssignSolicitorQuerySchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await assignSolicitor(serviceContext(request), request.query.caseId, request.query.solicitorId);
      return ok(null, 'Solicitor assigned successfully.');
    },
  );

  r.get(
    API_PATHS.getSolicitors,
    {
      // Only assigning needs the list, and only administrators assign: it names and e-mails people.
      config: { roles: ['Admin'] },
      schema: {
        tags,
        summary: 'Unlocked users whose role is Solicitor',
        response: { 200: envelope(z.array(SolicitorOptionSchema)) },
      },
    },
    async () => ok(await listSolicitors(app.db)),
  );

  r.get(
    API_PATHS.supportRequirements,
    {
      schema: {
        tags,
        summary: 'The eligibility documents each case type asks for under one support type',
        querystring: SupportRequirementsQuerySchema,
        response: { 200: envelope(z.array(SupportRequirementSchema)) },
      },
    },
    async (request) =>
      ok(await supportRequirements(app.db, request.query.supportType, request.query.caseTypeId)),
  );

  r.route({
    method: ['PUT', 'POST'],
    url: EXTRA_API_PATHS.changeCaseStatus,
    config: { roles: ['Admin', 'Solicitor'] },
    schema: {
      tags,
      summary: 'Move a case to Open, Pending or Closed (admins and the assigned solicitor)',
      body: ChangeStatusRequestSchema,
      response: MessageOnly,
    },
    handler: async (request) => {
      await changeStatus(
        serviceContext(request),
        request.body.caseId,
        request.body.status,
        request.body.reason ?? null,
      );
      return ok(null, 'Case status updated.');
    },
  });

  r.post(
    EXTRA_API_PATHS.addCaseDocument,
    {
      schema: {
        tags,
        summary: 'Add a document to a case, or replace the current file of one of its documents',
        body: AddCaseDocumentRequestSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await addCaseDocument(serviceContext(request), request.body, claim);
      return ok(null, 'Document added to the case.');
    },
  );

  r.get(
    EXTRA_API_PATHS.getCaseTimeline,
    {
      schema: {
        tags,
        summary: 'What happened on a case, newest first',
        querystring: CaseIdQuerySchema,
        response: { 200: envelope(z.array(TimelineEntrySchema)) },
      },
    },
    async (request) => ok(await caseTimeline(serviceContext(request), request.query.caseId)),
  );
}
