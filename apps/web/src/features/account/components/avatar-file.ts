import { extensionsFor, UPLOAD_KINDS } from '@docket/contract';

export const AVATAR_MAX_BYTES = UPLOAD_KINDS.avatar.maxBytes;
export const AVATAR_MAX_KB = AVATAR_MAX_BYTES / 1024;
export const AVATAR_ACCEPT = extensionsFor('avatar')
  .map((extension) => `.${extension}`)
  .join(',');

export type AvatarFileProblem = 'invalidType' | 'tooLarge';

/** The browser's first check of an avatar (the server checks the content again). */
export function checkAvatarFile(file: Pick<File, 'name' | 'size'>): AvatarFileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !extensionsFor('avatar').includes(extension)) return 'invalidType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}
