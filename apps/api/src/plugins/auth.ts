import type { Role } from '@docket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors } from 'jose';
import { verifyAccessToken } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import type { Actor, AppServices } from '../lib/context.ts';
import { findSessionWithUser } from '../modules/account/account.repository.ts';
import { sessionEnded, sessionEndReason } from '../modules/account/session-end.ts';
import { isApiRoute } from './api-route.ts';

export type AuthMode = 'public' | 'optional' | 'required';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. API routes are 'required' unless they say otherwise. */
    auth?: AuthMode;
    roles?: readonly Role[];
    /** Reachable while the user must first change a password or enrol two-step verification. */
    allowRestricted?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolves the caller on every API request. The token alone is not trusted: the session and user
 * are read back, so a lock, a password change, a two-step change or a sign-out takes effect on
 * the very next request.
 */
async function resolveActor(app: FastifyInstance, services: AppServices, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) return null;
  let claims: Awaited<ReturnType<typeof verifyAccessToken>>;
  try {
    claims = await verifyAccessToken(services.accessKey, token, app.clock());
  } catch (error) {
    // Past its few minutes: the client refreshes, and the refresh says why if that fails too.
    throw sessionEnded(error instanceof errors.JWTExpired ? 'expired' : 'ended');
  }
  const row = await findSessionWithUser(app.db, claims.sid, claims.UserId);
  if (!row) throw sessionEnded('ended');
  const ended = sessionEndReason(row.session, row.user, app.clock());
  if (ended) throw sessionEnded(ended);
  const mfaMissing = !row.user.mfaEnabled && (row.mfaRequiredRoles ?? []).includes(row.user.role);
  return {
    actor: { userId: row.user.id, role: row.user.role, sessionId: row.session.id } satisfies Actor,
    mustChangePassword: row.user.mustChangePassword,
    mfaMissing,
  };
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const { services } = app;
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Unmatched URLs are answered by the not-found handler; the SPA, its assets and the API reference are public.
    const isApi = isApiRoute(request, '/api/docs');
    const mode: AuthMode = config.auth ?? (isApi ? 'required' : 'public');
    if (mode === 'public') return;
    const resolved = await resolveActor(app, services, request).catch((error) => {
      // An optional route treats a dead token as no token.
      if (mode === 'optional' && error instanceof AppError) return null;
      throw error;
    });
    if (!resolved) {
      if (mode === 'required') throw new AppError('SIGN_IN_REQUIRED');
      return;
    }
    if (!config.allowRestricted && resolved.mustChangePassword) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED');
    }
    if (!config.allowRestricted && resolved.mfaMissing) {
      throw new AppError('MFA_ENROLMENT_REQUIRED');
    }
    if (config.roles && !config.roles.includes(resolved.actor.role)) {
      throw new AppError('FORBIDDEN');
    }
    request.actor = resolved.actor;
  });
}

/** Plugins that add routes depend on it, so that no route escapes the check. */
export const auth = fp(authPlugin, { name: 'docket-auth', dependencies: ['docket-cors'] });
