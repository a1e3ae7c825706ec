import type { UploadKind } from '@docket/contract';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';
import type { ActorContext } from '../../lib/context.ts';
import { HOUSEKEEPING_PERIODS } from '../../lib/housekeeping-periods.ts';
import { createFileStorage } from '../../lib/storage/create-file-storage.ts';
import type { StoredFile } from './files.repository.ts';
import { filesRoutes } from './files.routes.ts';
import { claimUpload, type FileAccessPolicy, type FilesDeps } from './files.service.ts';
import { RedisLocker } from './resumable/redis-locker.ts';
import { resumableRoutes } from './resumable/resumable.routes.ts';
import { createResumableStore } from './resumable/resumable-stores.ts';
import { sweepFiles } from './sweep.ts';
import { uploadSettingsRoutes } from './upload-settings.routes.ts';

type Owner = { type: string; id: string };

export type FilesApi = {
  /** Attaches the caller's staged upload as a file of `kind`, whose rules it must meet; answers its key. */
  claim(ctx: ActorContext, storageKey: string, kind: UploadKind, owner: Owner): Promise<string>;
  /** As claim, but answers null for an upload that is not there, so a caller can report every missing file at once. */
  tryClaim(ctx: ActorContext, storageKey: string, kind: UploadKind, owner: Owner): Promise<StoredFile | null>;
  /** Other modules say who may read the files they own, by owner type. */
  policies: Map<string, FileAccessPolicy>;
  sweep(now: Date): ReturnType<typeof sweepFiles>;
  /** Removes the resumable uploads a user began and never finished (their erasure). */
  removeUploadsOf(userId: string): Promise<number>;
  deps: FilesDeps;
};

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesApi;
  }
}

const anySignedInUser: FileAccessPolicy = { readable: () => sql`true` };

async function filesPlugin(app: FastifyInstance): Promise<void> {
  const limits = app.config.uploadLimits;
  const widestLimit = Math.max(...Object.values(limits));
  const deps: FilesDeps = {
    storage: await createFileStorage(app.config.storage),
    // Uploads are checked on local disk whichever the backend: only a verified file reaches the store.
    tempDir: app.config.uploadTempDir,
    maxBytes: (kind) => (kind ? limits[kind] : widestLimit),
  };
  const resumable = await createResumableStore(app.config);
  const policies = new Map<string, FileAccessPolicy>([
    ['user-avatar', anySignedInUser],
    ['case-type-document', anySignedInUser],
  ]);
  app.decorate('files', {
    deps,
    policies,
    claim: async (ctx, storageKey, kind, owner) => {
      const row = await claimUpload(ctx, deps, storageKey, kind, owner);
      if (!row) throw new AppError('UPLOAD_NOT_FOUND');
      return row.storageKey;
    },
    tryClaim: (ctx, storageKey, kind, owner) => claimUpload(ctx, deps, storageKey, kind, owner),
    removeUploadsOf: (userId) => resumable.removeOwnedBy(userId),
    sweep: (now) =>
      sweepFiles({
        db: app.db,
        storage: deps.storage,
        tempDir: deps.tempDir,
        removeExpiredPartials: resumable.removeExpired,
        now,
        log: app.log,
      }),
  } satisfies FilesApi);

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
  await app.register(filesRoutes, { deps, policies });
  await app.register(uploadSettingsRoutes);
  // With Redis, an upload's lock holds across instances; alone, tus's in-memory lock will do.
  const redis = app.services.redis;
  const locker = redis
    ? new RedisLocker(redis, { prefix: `${app.config.redisNamespace}tus-lock:` })
    : undefined;
  await app.register(resumableRoutes, { deps, store: resumable, locker });

  app.housekeeping.register({
    name: 'staged-uploads',
    everyMs: HOUSEKEEPING_PERIODS.stagedUploads.everyMs,
    run: (now) => app.files.sweep(now),
  });
}

export const filesModule = fp(filesPlugin, { name: 'docket-files', dependencies: ['housekeeping'] });
