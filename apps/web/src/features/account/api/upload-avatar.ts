import { API } from '@docket/contract';
import { uploadWithProgress } from '../../../lib/transfer';

/** Stages an avatar upload; the returned key is claimed when the personal information is saved. */
export async function uploadAvatar(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const result = await uploadWithProgress(API.uploadFile, file, {
    query: { kind: 'avatar' },
    onProgress,
  });
  const key = result.content[0]?.filePath;
  if (!key) throw new Error('The upload answer has no file');
  return key;
}
