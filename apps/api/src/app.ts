import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerErrorEnvelope } from './plugins/error-envelope.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { generateRequestId } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  /** Where log lines go; tests pass a stream to read them back. */
  logger?: FastifyServerOptions['logger'];
};

/** SECURITY: secrets never reach the log, whichever field they travel in. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.refreshtoken',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.refreshToken',
  '*.code',
  '*.twoFactorCode',
  '*.recoveryCode',
  '*.sharedKey',
];

/** Builds the whole API without listening: the server and the tests share it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel, redact: LOG_REDACT_PATHS },
    genReqId: generateRequestId,
    // The spec mixes /api/case/... and /api/Case/...; clients depend on both spellings.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('config', deps.config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorEnvelope(app);
  registerGracefulClose(app);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  await app.register(healthRoutes);
  await registerSpa(app, deps.config.webDistDir);
  return app;
}
