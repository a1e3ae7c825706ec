import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { liftLegalHold, placeLegalHold } from './legal-hold.service.ts';
import { privacyOverview } from './privacy-overview.service.ts';

/** Privacy's endpoints (decision 041), all for administrators: the contract's `roles` says so. */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  // --- Retention and legal holds ---
  endpointRoute(app, ENDPOINTS.privacyOverview, async (request) =>
    ok(await privacyOverview(serviceContext(request), request.query.days)),
  );

  endpointRoute(app, ENDPOINTS.placeLegalHold, async (request) => {
    await placeLegalHold(serviceContext(request), request.body);
    return ok(null, 'Legal hold placed.');
  });

  endpointRoute(app, ENDPOINTS.liftLegalHold, async (request) => {
    await liftLegalHold(serviceContext(request), request.body);
    return ok(null, 'Legal hold lifted.');
  });

  // --- Subject access exports (subject-access-export.*): requestSubjectAccessExport,
  //     subjectAccessExports, downloadSubjectAccessExport are registered here. ---

  // --- Erasure on request (person-erasure.*): erasurePreview, erasePerson are registered here. ---
}
