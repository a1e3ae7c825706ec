import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import {
  listUsersWithStats,
  resendInvitation,
  resetTwoFactor,
  securityEvents,
  toggleUser,
  updateUser,
} from './users.service.ts';

/** User administration: every endpoint is for administrators (the contract says so). */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.getUsers, async (request) =>
    ok(await listUsersWithStats(serviceContext(request), request.body)),
  );

  endpointRoute(app, ENDPOINTS.toggleUser, async (request) => {
    const locked = await toggleUser(serviceContext(request), request.query.id);
    return ok(null, locked ? 'User locked.' : 'User unlocked.');
  });

  endpointRoute(app, ENDPOINTS.updateUser, async (request) => {
    await updateUser(serviceContext(request), request.body);
    return ok(null, 'User updated successfully.');
  });

  endpointRoute(app, ENDPOINTS.resendInvitation, async (request) => {
    await resendInvitation(serviceContext(request), request.body.id);
    return ok(null, 'Invitation sent.');
  });

  endpointRoute(app, ENDPOINTS.resetTwoFactor, async (request) => {
    await resetTwoFactor(serviceContext(request), request.body.id);
    return ok(null, 'Two-step verification has been reset.');
  });

  endpointRoute(app, ENDPOINTS.userSecurityEvents, async (request) =>
    ok(await securityEvents(serviceContext(request), request.query.id)),
  );
}
