import { MAX_FILE_NAME_LENGTH } from '@docket/contract';

/**
 * Bidirectional controls make a name read as something it is not: "invoice\u202Efdp.exe" shows
 * as "invoiceexe.pdf". They are removed before anything is judged, so the name is checked, kept
 * and shown as what it really is.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The original name, kept only as a database column for display and downloads. Names that try
 * to be paths, hide control characters or run past 255 characters are refused outright.
 */
export function checkFileName(raw: string): { name: string; extension: string } | null {
  // A name of nothing but direction marks is left empty here, and refused as having no name.
  const name = raw.normalize('NFC').replace(BIDI_CONTROLS, '').trim();
  if (!name || name.length > MAX_FILE_NAME_LENGTH) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f/\\]/.test(name)) return null;
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return null;
  return { name, extension: name.slice(dot + 1).toLowerCase() };
}
