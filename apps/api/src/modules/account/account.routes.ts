import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { SEND_UNCOMPRESSED } from '../../plugins/compression.ts';
import { login } from './login.service.ts';
import {
  adminChangePassword,
  changePassword,
  FORGOT_PASSWORD_ANSWER,
  forgotPassword,
  resetPassword,
  verifyOwnPassword,
} from './passwords.service.ts';
import { refreshSession, signOut } from './sessions.service.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
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
    await signOut(serviceContext(request));
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

  endpointRoute(app, ENDPOINTS.adminChangePassword, async (request) =>
    ok(null, await adminChangePassword(serviceContext(request), request.body)),
  );
}
