import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { accessTokenKey } from './lib/access-token.ts';
import { AppError } from './lib/app-error.ts';
import type { AppServices } from './lib/context.ts';
import { HOUSEKEEPING_PERIODS } from './lib/housekeeping-periods.ts';
import { readLocaleOverrides } from './lib/locale-overrides.ts';
import { clearOldSentEmails, createMailOutbox } from './lib/mail-outbox.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { reportMissingFieldsByKey } from './lib/validation.ts';
import { shippedTexts } from './locale-texts.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { mfaRoutes } from './modules/account/mfa.routes.ts';
import { profileRoutes } from './modules/account/profile.routes.ts';
import { securityPolicyRoutes } from './modules/account/security-policy.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { caseTypesRoutes } from './modules/case-types/case-types.routes.ts';
import { casesModule } from './modules/cases/cases.module.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createCheckQueue } from './modules/document-checks/check-queue.ts';
import { ocrSetup } from './modules/document-checks/extract/ocr-languages.ts';
import { filesModule } from './modules/files/files.module.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { subjectAccessExportRoutes } from './modules/privacy/subject-access-export.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { auth } from './plugins/auth.ts';
import { compression } from './plugins/compression.ts';
import { cors } from './plugins/cors.ts';
import { errorEnvelope } from './plugins/error-envelope.ts';
import { gracefulClose } from './plugins/graceful-close.ts';
import { housekeeping } from './plugins/housekeeping.ts';
import { acceptEmptyJsonBodies } from './plugins/json-body.ts';
import { maintenance } from './plugins/maintenance.ts';
import { openApi } from './plugins/openapi.ts';
import { overloadProtection } from './plugins/overload.ts';
import { registerNulRefusal } from './plugins/refuse-nul.ts';
import { generateRequestId } from './plugins/request-id.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { spa } from './plugins/spa.ts';

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
    await app.register(securityPolicyRoutes);
    await app.register(caseTypesRoutes);
    await app.register(casesModule);
    await app.register(subjectAccessExportRoutes);
  },
  {
    name: 'docket-modules',
    dependencies: [
      'docket-error-envelope',
      'docket-compression',
      'docket-auth',
      'docket-openapi',
      '@fastify/rate-limit',
      'housekeeping',
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
  const services: AppServices = {
    config,
    localeOverrides,
    ...(redis ? { redis } : {}),
    mail: createMailOutbox({
      db: deps.db,
      mailer:
        deps.mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          outboxDir: config.outboxDir,
          publicUrl: config.publicUrl,
          log: app.log,
        }),
      key: encryptionKey,
      clock,
      log: app.log,
    }),
    checks: createCheckQueue({
      db: deps.db,
      // Files are stored where the files module says; a check runs only once the app is ready.
      storage: () => app.files.deps.storage,
      ocr: ocrSetup(config.documentChecks.ocrLanguages),
      timeoutMs: config.documentChecks.timeoutMs,
      clock,
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
  registerNulRefusal(app);
  acceptEmptyJsonBodies(app);
  if (config.maintenance) await app.register(maintenance);
  await app.register(overloadProtection, config.overload);
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Mail left by a crash, or by a relay that was down, goes out once the server runs again.
  app.addHook('onListen', async () => services.mail.start());
  // SECURITY: only once the answer has gone, so that whether a message was stored (a known
  // address) cannot slow the answer down by the rounds it starts (mail-outbox.ts).
  app.addHook('onResponse', async () => services.mail.wake());
  app.addHook('onClose', () => services.mail.stop());
  // Documents queued while no instance ran (or cut off by a crash) are checked once it runs again;
  // a new upload wakes the queue as its transaction commits (document-checks.service.ts).
  app.addHook('onListen', async () => services.checks.start());
  app.addHook('onClose', () => services.checks.stop());
  await app.register(rateLimit, {
    global: false,
    // Several instances share one count per address through Redis; alone, memory will do.
    ...(redis ? { redis, nameSpace: `${config.redisNamespace}rate-limit:` } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await app.register(compression);
  await app.register(auth);
  await app.register(openApi);
  await app.register(housekeeping);
  app.housekeeping.register({
    name: 'sent-emails',
    everyMs: HOUSEKEEPING_PERIODS.sentEmails.everyMs,
    run: (now) => clearOldSentEmails(deps.db, now),
  });
  await app.register(apiModules);
  await app.register(spa, { webDistDir: config.webDistDir });
  return app;
}
