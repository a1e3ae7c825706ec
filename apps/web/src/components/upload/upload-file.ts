import { API } from '@docket/contract';
import { uploadWithProgress } from '../../lib/transfer';
import type { FileUploadKind } from './file-rules';

/** A staged upload: the server's opaque key and the original name, claimed by a later save. */
export interface UploadedFile {
  filePath: string;
  fileName: string;
}

export type UploadFn = (
  kind: FileUploadKind,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<UploadedFile>;

export const uploadFile: UploadFn = async (kind, file, onProgress, signal) => {
  const result = await uploadWithProgress(API.uploadFile, file, {
    query: { kind },
    onProgress,
    signal,
  });
  const stored = result.content[0];
  if (!stored) throw new Error('The upload answer has no file');
  return { filePath: stored.filePath, fileName: stored.fileName };
};
