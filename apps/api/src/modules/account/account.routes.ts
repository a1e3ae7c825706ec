import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { ok } from '../../lib/envelope.ts';
import { SEND_UNCOMPRESSED } from '../../plugins/compression.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { registerAccountHousekeeping } from './account-housekeeping.ts';
import { login } from './login.service.ts';
import {
  adminChangePassword,
  changePassword,
  FORGOT_PASSWORD_ANSWER,
  forgotPassword,
  resetPassword,
  verifyOwnPassword,
} from './passwords.service.ts';
import { refreshSession, revokeSession } from './sessions.service.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  registerAccountHousekeeping(app);
  endpointRoute(
    app,
    ENDPOINTS.login,
    async (request) => {
      const result = await login(serviceContext(request), request.body);
      return ok(result, result.requiresTwoFactor ? 'Enter MFA code to complete sign in.' : 'Signed in.');
    },
    SEND_UNCOMPRESSED,
  );

  endpointRoute(
    app,
    ENDPOINTS.loginWithRecoveryCode,
    async (request) =>
      ok(await login(serviceContext(request), { ...request.body, twoFactorCode: null }), 'Signed in.'),
    SEND_UNCOMPRESSED,
  );

  endpointRoute(
    app,
    ENDPOINTS.refreshToken,
    async (request) => ok(await refreshSession(serviceContext(request), request.headers.refreshtoken), ''),
    SEND_UNCOMPRESSED,
  );

  endpointRoute(app, ENDPOINTS.logout, async (request) => {
    const ctx = serviceContext(request);
    const { actor } = request;
    await revokeSession(ctx.db, actor.sessionId, 'signed-out', ctx.now());
    await recordAudit(ctx, 'account.signed_out', { type: 'user', id: actor.userId });
    return ok(null, 'Signed out.');
  });

  endpointRoute(app, ENDPOINTS.verifyPassword, async (request) => {
    await verifyOwnPassword(serviceContext(request), request.body.password);
    return ok(null, '');
  });

  endpointRoute(app, ENDPOINTS.forgotPassword, async (request) => {
    await forgotPassword(serviceContext(request), request.body.email);
    return ok(null, FORGOT_PASSWORD_ANSWER);
  });

  endpointRoute(app, ENDPOINTS.resetPassword, async (request) => {
    await resetPassword(serviceContext(request), request.body);
    return ok(null, 'Password changed successfully.');
  });

  endpointRoute(app, ENDPOINTS.changePassword, async (request) => {
    await changePassword(serviceContext(request), request.body);
    return ok(null, 'Password changed successfully.');
  });

  endpointRoute(app, ENDPOINTS.adminChangePassword, async (request) => {
    const ctx = serviceContext(request);
    if (request.body.userId === request.actor.userId && request.body.action === 'setTemporaryPassword') {
      throw new AppError('OWN_PASSWORD_IN_SETTINGS');
    }
    return ok(null, await adminChangePassword(ctx, request.body));
  });
}
