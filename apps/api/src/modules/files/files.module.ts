import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { filesRoutes } from './files.routes.ts';
import { uploadLimit } from './files.service.ts';
import { RedisLocker } from './resumable/redis-locker.ts';
import { resumableRoutes } from './resumable/resumable.routes.ts';
import { uploadSettingsRoutes } from './upload-settings.routes.ts';

/**
 * The files module's routes: uploads (whole and resumable), downloads and avatars. What other
 * modules use of it (claims, read policies, storage) is in the services (file-operations.ts).
 */
async function filesPlugin(app: FastifyInstance): Promise<void> {
  const widestLimit = uploadLimit(app.services.config, undefined);
  await app.register(multipart, {
    // See the name as sent, so a name that tries to be a path is refused rather than quietly trimmed.
    preservePath: true,
    limits: {
      fileSize: widestLimit + 1,
      files: 1,
      fields: 10,
      parts: 11,
      fieldSize: 1024,
    },
  });
  await app.register(filesRoutes);
  await app.register(uploadSettingsRoutes);
  // With Redis, an upload's lock holds across instances; alone, tus's in-memory lock will do.
  const redis = app.services.redis;
  const locker = redis
    ? new RedisLocker(redis, { prefix: `${app.services.config.redisNamespace}tus-lock:` })
    : undefined;
  await app.register(resumableRoutes, { locker });
}

export const filesModule = fp(filesPlugin, { name: 'docket-files' });
