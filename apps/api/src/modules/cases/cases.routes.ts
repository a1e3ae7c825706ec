import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { listSolicitors } from '../users/users.service.ts';
import { addCaseDocument, assignSolicitor, changeStatus } from './case-actions.service.ts';
import { getCaseDetail, listCases } from './cases.service.ts';
import { checklistRoutes } from './checklist.routes.ts';
import { createCase } from './create-case.service.ts';
import { caseTimeline } from './timeline.service.ts';

export async function casesRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.createCase, async (request) =>
    ok({ id: await createCase(serviceContext(request), request.body) }, 'case created successfully'),
  );

  // The specification's call answers a plain list; the web app's paged, searched list is SearchCases.
  endpointRoute(app, ENDPOINTS.getCases, async (request) =>
    ok((await listCases(serviceContext(request), request.query)).items),
  );

  endpointRoute(app, ENDPOINTS.searchCases, async (request) =>
    ok(await listCases(serviceContext(request), request.query)),
  );

  endpointRoute(app, ENDPOINTS.getCaseById, async (request) =>
    ok(await getCaseDetail(serviceContext(request), request.query.id)),
  );

  endpointRoute(app, ENDPOINTS.assignSolicitor, async (request) => {
    await assignSolicitor(serviceContext(request), request.query.caseId, request.query.solicitorId);
    return ok(null, 'Solicitor assigned successfully.');
  });

  endpointRoute(app, ENDPOINTS.getSolicitors, async (request) =>
    ok(await listSolicitors(serviceContext(request))),
  );

  endpointRoute(app, ENDPOINTS.changeCaseStatus, async (request) => {
    const { caseId, status, reason } = request.body;
    await changeStatus(serviceContext(request), caseId, status, reason ?? null);
    return ok(null, 'Case status updated.');
  });

  endpointRoute(app, ENDPOINTS.addCaseDocument, async (request) => {
    await addCaseDocument(serviceContext(request), request.body);
    return ok(null, 'Document added to the case.');
  });

  await app.register(checklistRoutes);

  endpointRoute(app, ENDPOINTS.getCaseTimeline, async (request) =>
    ok(await caseTimeline(serviceContext(request), request.query.caseId)),
  );
}
