import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { getMfaRequiredRoles, setMfaRequiredRoles } from './security-policy.service.ts';

/** Which roles must use two-step verification (admins only). */
export async function securityPolicyRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.getSecurityPolicy, async (request) =>
    ok({ mfaRequiredRoles: (await getMfaRequiredRoles(serviceContext(request))) as never }),
  );

  endpointRoute(app, ENDPOINTS.saveSecurityPolicy, async (request) => {
    const roles = await setMfaRequiredRoles(serviceContext(request), request.body.mfaRequiredRoles);
    return ok({ mfaRequiredRoles: roles }, 'Security policy saved.');
  });
}
