import {
  AdminChangePasswordRequestSchema,
  API_PATHS,
  ChangePasswordRequestSchema,
  ErrorEnvelopeSchema,
  EXTRA_API_PATHS,
  envelope,
  ForgotPasswordRequestSchema,
  LoginRecoveryRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  ResetPasswordRequestSchema,
  SessionTokensSchema,
  VerifyPasswordRequestSchema,
} from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { ok } from '../../lib/envelope.ts';
import { SEND_UNCOMPRESSED } from '../../plugins/compression.ts';
import { serviceContext } from '../../plugins/service-context.ts';
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

const MessageOnly = { 200: envelope(z.null()), 400: ErrorEnvelopeSchema };

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = { rateLimit: { max: app.services.config.accountRateLimit, timeWindow: 60_000 } };
  const tags = ['account'];

  r.post(
    API_PATHS.login,
    {
      ...SEND_UNCOMPRESSED,
      config: { auth: 'public', ...limited },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password, then with a TOTP or recovery code when requiresTwoFactor',
        body: LoginRequestSchema,
        response: { 200: envelope(LoginResponseSchema) },
      },
    },
    async (request) => {
      const result = await login(serviceContext(request), request.body);
      return ok(result, result.requiresTwoFactor ? 'Enter MFA code to complete sign in.' : 'Signed in.');
    },
  );

  r.post(
    API_PATHS.loginWithRecoveryCode,
    {
      ...SEND_UNCOMPRESSED,
      config: { auth: 'public', ...limited },
      schema: {
        tags,
        summary: 'Sign in with e-mail, password and a recovery code',
        body: LoginRecoveryRequestSchema,
        response: { 200: envelope(LoginResponseSchema) },
      },
    },
    async (request) =>
      ok(await login(serviceContext(request), { ...request.body, twoFactorCode: null }), 'Signed in.'),
  );

  r.get(
    API_PATHS.refreshToken,
    {
      ...SEND_UNCOMPRESSED,
      config: { auth: 'public', allowRestricted: true, ...limited },
      schema: {
        tags,
        summary: 'Exchange the refresh token (header refreshToken) for a new token pair; each works once',
        headers: z.object({ refreshtoken: z.string().min(1).max(200) }),
        response: { 200: envelope(SessionTokensSchema) },
      },
    },
    async (request) => ok(await refreshSession(serviceContext(request), request.headers.refreshtoken), ''),
  );

  r.post(
    EXTRA_API_PATHS.logout,
    {
      config: { allowRestricted: true },
      schema: {
        tags,
        summary: 'Sign out: the session and its refresh token stop working at once',
        response: MessageOnly,
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await revokeSession(ctx.db, request.actor!.sessionId, 'signed-out', ctx.now());
      await recordAudit(ctx, 'account.signed_out', { type: 'user', id: request.actor!.userId });
      return ok(null, 'Signed out.');
    },
  );

  r.post(
    EXTRA_API_PATHS.verifyPassword,
    {
      config: { allowRestricted: true, ...limited },
      schema: {
        tags,
        summary: 'Check your own password (the lock screen); failures count toward the sign-in lockout',
        body: VerifyPasswordRequestSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await verifyOwnPassword(serviceContext(request), request.body.password);
      return ok(null, '');
    },
  );

  r.post(
    API_PATHS.forgotPassword,
    {
      config: { auth: 'public', ...limited },
      schema: {
        tags,
        summary: 'E-mail a reset link; the answer is the same whether or not the address has an account',
        body: ForgotPasswordRequestSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await forgotPassword(serviceContext(request), request.body.email);
      return ok(null, FORGOT_PASSWORD_ANSWER);
    },
  );

  r.post(
    API_PATHS.resetPassword,
    {
      config: { auth: 'public', ...limited },
      schema: {
        tags,
        summary: 'Set a password from a reset or invitation link; every session of the user ends',
        body: ResetPasswordRequestSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await resetPassword(serviceContext(request), request.body);
      return ok(null, 'Password changed successfully.');
    },
  );

  r.post(
    API_PATHS.changePassword,
    {
      config: { allowRestricted: true, ...limited },
      schema: {
        tags,
        summary: 'Change your own password',
        body: ChangePasswordRequestSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await changePassword(serviceContext(request), request.body);
      return ok(null, 'Password changed successfully.');
    },
  );

  r.put(
    API_PATHS.adminChangePassword,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags: ['users'],
        summary: 'Send a user a reset link, or set a temporary password they must change (admins)',
        body: AdminChangePasswordRequestSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      if (request.body.userId === ctx.actor!.userId && request.body.action === 'setTemporaryPassword') {
        throw AppError.badRequest('Use Settings to change your own password.');
      }
      return ok(null, await adminChangePassword(ctx, request.body));
    },
  );
}
