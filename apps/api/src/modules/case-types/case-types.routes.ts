import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { findCaseType, listActiveCaseTypes } from './case-types.repository.ts';
import { type ClaimTemplate, createCaseType, deleteCaseType, updateCaseType } from './case-types.service.ts';

export async function caseTypesRoutes(app: FastifyInstance): Promise<void> {
  const claim: ClaimTemplate = (ctx, key, documentId) =>
    app.files.claim(ctx, key, 'template', { type: 'case-type-document', id: String(documentId) });

  endpointRoute(app, ENDPOINTS.createCaseType, async (request) => {
    const id = await createCaseType(serviceContext(request), request.body, claim);
    return ok({ id }, 'Case type created successfully.');
  });

  endpointRoute(app, ENDPOINTS.updateCaseType, async (request) => {
    await updateCaseType(serviceContext(request), request.body, claim);
    return ok({ id: request.body.id }, 'Case type updated successfully.');
  });

  endpointRoute(app, ENDPOINTS.getCaseTypes, async () => ok(await listActiveCaseTypes(app.db)));

  endpointRoute(app, ENDPOINTS.getCaseTypeById, async (request) => {
    const caseType = await findCaseType(app.db, request.query.id);
    if (!caseType) throw new AppError('CASE_TYPE_NOT_FOUND');
    return ok(caseType);
  });

  endpointRoute(app, ENDPOINTS.deleteCaseType, async (request) => {
    const outcome = await deleteCaseType(serviceContext(request), request.query.id);
    const message =
      outcome === 'deleted'
        ? 'Case type deleted successfully.'
        : 'Case type archived: existing cases keep it, and it is no longer offered for new cases.';
    return ok({ outcome }, message);
  });
}
