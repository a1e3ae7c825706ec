import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { generateRequestId } from './http/request-id.ts';
import { JOBS } from './jobs.ts';
import { accessTokenKey } from './lib/access-token.ts';
import { AppError } from './lib/app-error.ts';
import { type AppServices, backgroundContext } from './lib/context.ts';
import { createJobEngine } from './lib/jobs/engine.ts';
import { readLocaleOverrides } from './lib/locale-overrides.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createFileStorage } from './lib/storage/create-file-storage.ts';
import { createResumableStore } from './lib/storage/resumable-stores.ts';
import { reportMissingFieldsByKey } from './lib/validation.ts';
import { shippedTexts } from './locale-texts.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { mfaRoutes } from './modules/account/mfa.routes.ts';
import { profileRoutes } from './modules/account/profile.routes.ts';
import { securityPolicyRoutes } from './modules/account/security-policy.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { backgroundWorkRoutes } from './modules/background-work/background-work.routes.ts';
import { caseTypesRoutes } from './modules/case-types/case-types.routes.ts';
import { casesModule } from './modules/cases/cases.module.ts';
import { CASE_FILE_POLICIES } from './modules/cases/cases.policy.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createFileOperations } from './modules/files/file-operations.ts';
import { filesModule } from './modules/files/files.module.ts';
import { SHARED_FILE_POLICIES } from './modules/files/files.policy.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { keyDatesRoutes } from './modules/key-dates/key-dates.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { privacyModule } from './modules/privacy/privacy.module.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { auth } from './plugins/auth.ts';
import { compression } from './plugins/compression.ts';
import { cors } from './plugins/cors.ts';
import { errorEnvelope } from './plugins/error-envelope.ts';
import { gracefulClose } from './plugins/graceful-close.ts';
import { jobs } from './plugins/jobs.ts';
import { emptyJsonBodies } from './plugins/json-body.ts';
import { maintenance } from './plugins/maintenance.ts';
import { openApi } from './plugins/openapi.ts';
import { overloadProtection } from './plugins/overload.ts';
import { refuseNul } from './plugins/refuse-nul.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { spa } from './plugins/spa.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  /** Where log lines go; tests pass a stream to read them back. */
  logger?: FastifyServerOptions['logger'];
  /** The time every rule reads; tests move it. */
  clock?: () => Date;
  mailer?: Mailer;
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
  '*.temporaryPassword',
  '*.token',
  '*.refreshToken',
  '*.code',
  '*.twoFactorCode',
  '*.recoveryCode',
  '*.sharedKey',
];

/**
 * SECURITY: secrets that travel in a query string (a reset link's code on its page, an avatar
 * address's signature) stay out of the request log too, and so do the words searched for (`q`):
 * they may be a client's name or words from her documents.
 */
const SECRET_QUERY_PARAMS = /([?&](?:code|signature|token|refreshToken|q)=)[^&#]*/gi;

export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.replace(SECRET_QUERY_PARAMS, '$1[Redacted]'),
    host: request.host,
    remoteAddress: request.ip,
  }),
};

/** Every module's routes, taking what the plugins they depend on set up as each route is added. */
const apiModules = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes);
    await app.register(filesModule);
    await app.register(accountRoutes);
    await app.register(mfaRoutes);
    await app.register(profileRoutes);
    await app.register(usersRoutes);
    await app.register(dashboardRoutes);
    await app.register(searchRoutes);
    await app.register(notificationsRoutes);
    await app.register(auditRoutes);
    await app.register(backgroundWorkRoutes);
    await app.register(securityPolicyRoutes);
    await app.register(caseTypesRoutes);
    await app.register(casesModule);
    await app.register(privacyModule);
    await app.register(keyDatesRoutes);
    await app.register(tasksRoutes);
  },
  {
    name: 'docket-modules',
    dependencies: [
      'docket-error-envelope',
      'docket-compression',
      'docket-auth',
      'docket-openapi',
      '@fastify/rate-limit',
    ],
  },
);

function requireSecret(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be resolved before the app is built`);
  return value;
}

/** Builds the whole API without listening: the server and the tests share it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: LOG_REDACT_PATHS, serializers: LOG_SERIALIZERS },
    genReqId: generateRequestId,
    // The spec mixes /api/case/... and /api/Case/...; clients depend on both spellings.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // A hop count trusts the nearest N proxies, whatever their addresses.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify's own 503 while closing is bare JSON without our headers; graceful-close answers it instead.
    return503OnClosing: false,
  });
  reportMissingFieldsByKey();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const clock = deps.clock ?? (() => new Date());
  const encryptionKey = Buffer.from(requireSecret(config.encryptionKey, 'ENCRYPTION_KEY'), 'base64url');
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  // Before anything starts: a correction naming an unknown key stops the start (decision 040).
  const localeOverrides = readLocaleOverrides(config.localeOverridesDir, shippedTexts(config.webLocalesDir));
  // Where the files' bytes are kept, and where resumable uploads gather theirs (decision 035).
  const storage = await createFileStorage(config.storage);
  const files = createFileOperations({
    storage,
    resumable: await createResumableStore(config),
    policies: new Map([...SHARED_FILE_POLICIES, ...CASE_FILE_POLICIES]),
  });
  const engine = createJobEngine({
    db: deps.db,
    definitions: JOBS,
    context: () => backgroundContext(app),
    clock,
    log: app.log,
  });
  const services: AppServices = {
    config,
    localeOverrides,
    files,
    ...(redis ? { redis } : {}),
    jobs: engine,
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        outboxDir: config.outboxDir,
        publicUrl: config.publicUrl,
        log: app.log,
      }),
    accessKey: accessTokenKey(requireSecret(config.jwtSecret, 'JWT_SECRET')),
    encryptionKey,
  };
  app.decorate('db', deps.db);
  app.decorate('config', config);
  app.decorate('services', services);
  app.decorate('clock', clock);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorEnvelope);
  await app.register(securityHeaders);
  await app.register(cors, { origins: config.corsOrigins });
  await app.register(gracefulClose);
  await app.register(refuseNul);
  await app.register(emptyJsonBodies);
  if (config.maintenance) await app.register(maintenance);
  await app.register(overloadProtection, config.overload);
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Work left by a crash, or by a relay that was down, is taken once the server runs again.
  await app.register(jobs, { engine });
  await app.register(rateLimit, {
    global: false,
    // Several instances share one count per address through Redis; alone, memory will do.
    ...(redis ? { redis, nameSpace: `${config.redisNamespace}rate-limit:` } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await app.register(compression);
  await app.register(auth);
  await app.register(openApi);
  await app.register(apiModules);
  await app.register(spa, { webDistDir: config.webDistDir });
  return app;
}
