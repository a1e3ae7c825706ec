import {
  API_PATHS,
  DisableAuthenticatorRequestSchema,
  EnableAuthenticatorRequestSchema,
  EXTRA_API_PATHS,
  envelope,
  GenerateRecoveryCodesRequestSchema,
  MfaSetupSchema,
  RecoveryCodesSchema,
} from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { SEND_UNCOMPRESSED } from '../../plugins/compression.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import {
  disableAuthenticator,
  enableAuthenticator,
  getMfaSetup,
  regenerateRecoveryCodes,
} from './mfa.service.ts';

export async function mfaRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-step verification'];
  const config = {
    allowRestricted: true,
    rateLimit: { max: app.services.config.accountRateLimit, timeWindow: 60_000 },
  } as const;

  r.post(
    API_PATHS.getMfa,
    {
      config,
      schema: {
        tags,
        summary: 'Start enrolment: a new shared key and its otpauth:// URI for the QR code',
        response: { 200: envelope(MfaSetupSchema) },
      },
    },
    async (request) => ok(await getMfaSetup(serviceContext(request))),
  );

  r.post(
    API_PATHS.enableAuthenticator,
    {
      ...SEND_UNCOMPRESSED,
      config,
      schema: {
        tags,
        summary: 'Confirm enrolment with a code from the app; data is a new access token',
        body: EnableAuthenticatorRequestSchema,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) =>
      ok(await enableAuthenticator(serviceContext(request), request.body), 'Two-step verification is on.'),
  );

  r.post(
    EXTRA_API_PATHS.disableAuthenticator,
    {
      ...SEND_UNCOMPRESSED,
      config,
      schema: {
        tags,
        summary: 'Turn two-step verification off (password and a current code); data is a new access token',
        body: DisableAuthenticatorRequestSchema,
        response: { 200: envelope(z.string()) },
      },
    },
    async (request) =>
      ok(
        await disableAuthenticator(serviceContext(request), request.body.password, request.body.code),
        'Two-step verification is off.',
      ),
  );

  r.post(
    EXTRA_API_PATHS.generateRecoveryCodes,
    {
      config,
      schema: {
        tags,
        summary:
          'Ten new recovery codes, replacing all earlier ones; shown only in this answer. Any set after the first needs the password.',
        body: GenerateRecoveryCodesRequestSchema,
        response: { 200: envelope(RecoveryCodesSchema) },
      },
    },
    async (request) =>
      ok({
        recoveryCodes: await regenerateRecoveryCodes(serviceContext(request), request.body?.password),
      }),
  );
}
