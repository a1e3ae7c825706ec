import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { avatarAddress } from '../../lib/avatar-address.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { listUsers, userStats } from './users.repository.ts';
import { resendInvitation, resetTwoFactor, securityEvents, toggleUser, updateUser } from './users.service.ts';

/** User administration: every endpoint is for administrators (the contract says so). */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.getUsers, async (request) => {
    const [users, stats] = await Promise.all([listUsers(app.db, request.body), userStats(app.db)]);
    // Avatars as addresses an <img> can load, like the session's own.
    const now = app.clock();
    const items = users.items.map((user) => ({
      ...user,
      avatar: avatarAddress(user.avatar, now, app.services.encryptionKey),
    }));
    return ok({ users: { ...users, items }, userStats: stats });
  });

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
