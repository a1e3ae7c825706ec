import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Actor, ActorContext, AppServices, ServiceContext } from '../lib/context.ts';

/** What buildApp decorates the app with, for the contexts made here and the plugins. */
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    services: AppServices;
    /** The time every rule reads; tests move it. */
    clock: () => Date;
  }
}

/**
 * The service-layer view of a request. A request its endpoint lets only signed-in callers reach
 * (EndpointRequest says which) makes an ActorContext; any other, a context whose actor may be null.
 */
export function serviceContext(request: FastifyRequest & { actor: Actor }): ActorContext;
export function serviceContext(request: FastifyRequest): ServiceContext;
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
