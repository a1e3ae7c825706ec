import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { serviceContext } from '../../http/service-context.ts';
import { ok } from '../../lib/envelope.ts';
import { SEND_UNCOMPRESSED } from '../../plugins/compression.ts';
import {
  disableAuthenticator,
  enableAuthenticator,
  getMfaSetup,
  regenerateRecoveryCodes,
} from './mfa.service.ts';

export async function mfaRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.getMfa, async (request) => ok(await getMfaSetup(serviceContext(request))));

  endpointRoute(
    app,
    ENDPOINTS.enableAuthenticator,
    async (request) =>
      ok(await enableAuthenticator(serviceContext(request), request.body), 'Two-step verification is on.'),
    SEND_UNCOMPRESSED,
  );

  endpointRoute(
    app,
    ENDPOINTS.disableAuthenticator,
    async (request) =>
      ok(
        await disableAuthenticator(serviceContext(request), request.body.password, request.body.code),
        'Two-step verification is off.',
      ),
    SEND_UNCOMPRESSED,
  );

  endpointRoute(app, ENDPOINTS.generateRecoveryCodes, async (request) =>
    ok({ recoveryCodes: await regenerateRecoveryCodes(serviceContext(request), request.body?.password) }),
  );
}
