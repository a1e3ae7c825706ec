import { AppError } from '../../lib/app-error.ts';
import type { FileAccessPolicy, FileOperations } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { ResumableStore } from '../../lib/storage/resumable-stores.ts';
import { claimUpload } from './files.service.ts';

/**
 * The files module's operations, built once by buildApp into the services every context carries:
 * other modules claim uploads, read files and remove a person's unfinished uploads through them.
 */
export function createFileOperations(parts: {
  storage: FileStorage;
  resumable: ResumableStore;
  policies: ReadonlyMap<string, FileAccessPolicy>;
}): FileOperations {
  const { storage, resumable, policies } = parts;
  return {
    storage,
    resumable,
    policies,
    claim: async (ctx, storageKey, kind, owner) => {
      const row = await claimUpload(ctx, storageKey, kind, owner);
      if (!row) throw new AppError('UPLOAD_NOT_FOUND');
      return row;
    },
    tryClaim: (ctx, storageKey, kind, owner) => claimUpload(ctx, storageKey, kind, owner),
    removeUploadsOf: (userId) => resumable.removeOwnedBy(userId),
  };
}
