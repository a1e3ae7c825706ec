import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { ActorContext } from '../../lib/context.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { addCaseDocument, assignSolicitor, changeStatus } from './case-actions.service.ts';
import { getCaseDetail } from './case-detail.service.ts';
import { listCasesVisibleTo } from './cases.repository.ts';
import { checklistRoutes } from './checklist.routes.ts';
import type { ClaimForCase } from './checklist.service.ts';
import { type ClaimCaseFile, createCase } from './create-case.service.ts';
import { listSolicitors } from './solicitors.service.ts';
import { supportRequirements } from './support-requirements.service.ts';
import { caseTimeline } from './timeline.service.ts';

export async function casesRoutes(app: FastifyInstance): Promise<void> {
  const tryClaim = (ctx: ActorContext, key: string, caseId: number) =>
    app.files.tryClaim(ctx, key, 'case-document', { type: 'case-document', id: String(caseId) });
  const claim: ClaimCaseFile = async (ctx, key, caseId) => (await tryClaim(ctx, key, caseId))?.id ?? null;
  const claimOrFail: ClaimForCase = async (ctx, key, caseId) => {
    const file = await tryClaim(ctx, key, caseId);
    if (!file) throw new AppError('UPLOAD_NOT_FOUND');
    return file;
  };

  endpointRoute(app, ENDPOINTS.createCase, async (request) =>
    ok({ id: await createCase(serviceContext(request), request.body, claim) }, 'case created successfully'),
  );

  // The specification's call answers a plain list; the web app's paged, searched list is SearchCases.
  endpointRoute(app, ENDPOINTS.getCases, async (request) =>
    ok((await listCasesVisibleTo(app.db, request.actor, request.query, app.clock())).items),
  );

  endpointRoute(app, ENDPOINTS.searchCases, async (request) =>
    ok(await listCasesVisibleTo(app.db, request.actor, request.query, app.clock())),
  );

  endpointRoute(app, ENDPOINTS.getCaseById, async (request) =>
    ok(await getCaseDetail(serviceContext(request), request.query.id)),
  );

  endpointRoute(app, ENDPOINTS.assignSolicitor, async (request) => {
    await assignSolicitor(serviceContext(request), request.query.caseId, request.query.solicitorId);
    return ok(null, 'Solicitor assigned successfully.');
  });

  endpointRoute(app, ENDPOINTS.getSolicitors, async () => ok(await listSolicitors(app.db)));

  endpointRoute(app, ENDPOINTS.supportRequirements, async (request) =>
    ok(await supportRequirements(app.db, request.query.supportType, request.query.caseTypeId)),
  );

  endpointRoute(app, ENDPOINTS.changeCaseStatus, async (request) => {
    const { caseId, status, reason } = request.body;
    await changeStatus(serviceContext(request), caseId, status, reason ?? null);
    return ok(null, 'Case status updated.');
  });

  endpointRoute(app, ENDPOINTS.addCaseDocument, async (request) => {
    await addCaseDocument(serviceContext(request), request.body, claimOrFail);
    return ok(null, 'Document added to the case.');
  });

  await app.register(checklistRoutes, { claim: claimOrFail });

  endpointRoute(app, ENDPOINTS.getCaseTimeline, async (request) =>
    ok(await caseTimeline(serviceContext(request), request.query.caseId)),
  );
}
