import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import {
  createCaseType,
  deleteCaseType,
  getCaseType,
  listCaseTypes,
  updateCaseType,
} from './case-types.service.ts';
import { supportRequirements } from './support-requirements.service.ts';

export async function caseTypesRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.createCaseType, async (request) => {
    const id = await createCaseType(serviceContext(request), request.body);
    return ok({ id }, 'Case type created successfully.');
  });

  endpointRoute(app, ENDPOINTS.updateCaseType, async (request) => {
    await updateCaseType(serviceContext(request), request.body);
    return ok({ id: request.body.id }, 'Case type updated successfully.');
  });

  endpointRoute(app, ENDPOINTS.getCaseTypes, async (request) =>
    ok(await listCaseTypes(serviceContext(request))),
  );

  endpointRoute(app, ENDPOINTS.getCaseTypeById, async (request) =>
    ok(await getCaseType(serviceContext(request), request.query.id)),
  );

  endpointRoute(app, ENDPOINTS.supportRequirements, async (request) =>
    ok(
      await supportRequirements(serviceContext(request), request.query.supportType, request.query.caseTypeId),
    ),
  );

  endpointRoute(app, ENDPOINTS.deleteCaseType, async (request) => {
    const outcome = await deleteCaseType(serviceContext(request), request.query.id);
    const message =
      outcome === 'deleted'
        ? 'Case type deleted successfully.'
        : 'Case type archived: existing cases keep it, and it is no longer offered for new cases.';
    return ok({ outcome }, message);
  });
}
