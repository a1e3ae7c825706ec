import type { Role } from '@docket/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../http/api-route.ts';
import { serviceContext } from '../http/service-context.ts';
import { AppError } from '../lib/app-error.ts';
import type { Actor } from '../lib/context.ts';
import { type Caller, resolveCaller } from '../modules/account/sessions.service.ts';

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

/** The caller of a request with a token (the account module resolves it); null without one. */
async function resolveActor(request: FastifyRequest): Promise<Caller | null> {
  const token = bearerToken(request);
  return token ? resolveCaller(serviceContext(request), token) : null;
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Unmatched URLs are answered by the not-found handler; the SPA, its assets and the API reference are public.
    const isApi = isApiRoute(request, '/api/docs');
    const mode: AuthMode = config.auth ?? (isApi ? 'required' : 'public');
    if (mode === 'public') return;
    const resolved = await resolveActor(request).catch((error) => {
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
