import { MAX_FILE_NAME_LENGTH } from '@docket/contract';

/**
 * The original name, kept only as a database column for display and downloads. Names that try
 * to be paths, hide control characters or run past 255 characters are refused outright.
 */
export function checkFileName(raw: string): { name: string; extension: string } | null {
  const name = raw.normalize('NFC').trim();
  if (!name || name.length > MAX_FILE_NAME_LENGTH) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f/\\]/.test(name)) return null;
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return { name, extension: name.slice(dot + 1).toLowerCase() };
}
