import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor, AppServices, ServiceContext } from '../lib/context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    clock: () => Date;
  }
}

/** The service-layer view of a request. */
export function serviceContext(request: FastifyRequest): ServiceContext {
  const app = request.server as FastifyInstance;
  return {
    db: app.db,
    actor: request.actor,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    requestId: request.id,
    log: request.log,
    now: app.clock,
    services: app.services,
  };
}

/** For routes that only signed-in users reach: the actor is certain. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('route reached without an authenticated actor');
  return request.actor;
}
