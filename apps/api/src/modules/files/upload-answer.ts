import type { UploadResult } from '@docket/contract';
import type { StoredFile } from './files.repository.ts';

/** What an upload answers, whichever way the file came: the staged file's key, name, size and type. */
export function uploadAnswer(row: StoredFile): UploadResult {
  return {
    state: 'DONE',
    content: [
      {
        filePath: row.storageKey,
        fileName: row.originalName,
        fileSize: row.sizeBytes,
        contentType: row.contentType,
      },
    ],
  };
}
