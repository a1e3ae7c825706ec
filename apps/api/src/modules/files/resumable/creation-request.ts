import { type UploadKind, UploadQuerySchema } from '@docket/contract';
import { AppError } from '../../../lib/app-error.ts';
import { checkUploadName, tooLarge } from '../files.service.ts';

/** What a resumable upload keeps about itself from its creation to its last byte. */
export type UploadMetadata = {
  /** The name as sent: it is checked again, by the same rules, when the file is judged. */
  filename: string;
  kind: UploadKind | undefined;
  /** The user who created it, as a string (tus metadata holds strings): no one else may go on with it. */
  owner: string;
};

/** A MIME type as browsers write File.type; only informative, since the content decides the type. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;
const MAX_METADATA_LENGTH = 4096;

function invalid(): AppError {
  return new AppError('UPLOAD_REQUEST_INVALID');
}

/**
 * Upload-Metadata: comma-separated pairs of a key and its value in base64 (tus 1.0.0). Null for
 * anything that does not follow the form, a key given twice included.
 */
export function parseUploadMetadata(header: string): Map<string, string> | null {
  const pairs = new Map<string, string>();
  if (header.trim() === '') return pairs;
  for (const pair of header.split(',')) {
    const [key, value = '', extra] = pair.trim().split(' ');
    if (!key || extra !== undefined || pairs.has(key) || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    const decoded = Buffer.from(value, 'base64');
    // Base64 that does not turn back into itself, or bytes that are not UTF-8, is not a value.
    if (decoded.toString('base64').replace(/=+$/, '') !== value.replace(/=+$/, '')) return null;
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    try {
      pairs.set(key, text.decode(decoded));
    } catch {
      return null;
    }
  }
  return pairs;
}

/**
 * Checks a request to create a resumable upload before anything is stored: its kind (as
 * Uploadfile's query takes it), a length within the kind's limit, and a file name Uploadfile would
 * accept. SECURITY: the metadata kept is rebuilt here from what was checked, with the owner the
 * server knows; nothing else the client wrote in it is kept.
 */
export function checkCreation(
  input: {
    query: unknown;
    headers: Record<string, string | string[] | undefined>;
    owner: string;
    role: string;
  },
  maxBytes: (kind: UploadKind | undefined) => number,
): { size: number; metadata: UploadMetadata } {
  const query = UploadQuerySchema.safeParse(input.query);
  if (!query.success) throw invalid();
  const kind = query.data.kind;
  if (kind === 'template' && input.role === 'Client') throw new AppError('TEMPLATE_UPLOAD_FORBIDDEN');
  const header = (name: string) => {
    const value = input.headers[name];
    return Array.isArray(value) ? undefined : value;
  };
  // The length must be known from the start, so that the limit is checked before any byte.
  if (header('upload-defer-length') !== undefined || header('upload-concat') !== undefined) throw invalid();
  // The bytes come in PATCHes (no creation-with-upload): tus would finish an upload sent whole
  // with its creation, then look it up again for its answer and find it gone.
  if (header('content-type')?.startsWith('application/offset+octet-stream')) throw invalid();
  const length = header('upload-length');
  if (length === undefined || !/^\d{1,15}$/.test(length)) throw invalid();
  const size = Number(length);
  if (size === 0) throw new AppError('FILE_EMPTY');
  if (size > maxBytes(kind)) throw tooLarge(maxBytes(kind));
  const raw = header('upload-metadata') ?? '';
  if (raw.length > MAX_METADATA_LENGTH) throw invalid();
  const metadata = parseUploadMetadata(raw);
  const filename = metadata?.get('filename');
  if (!metadata || filename === undefined) throw invalid();
  const filetype = metadata.get('filetype');
  if (filetype !== undefined && filetype !== '' && !MIME_TYPE.test(filetype)) throw invalid();
  checkUploadName(kind, filename);
  return { size, metadata: { filename, kind, owner: input.owner } };
}

/** The metadata kept with an upload, back from tus's strings; null for an upload not made here. */
export function readUploadMetadata(stored: Record<string, string | null> | undefined): UploadMetadata | null {
  const filename = stored?.filename;
  const owner = stored?.owner;
  if (!filename || !owner) return null;
  const kind = UploadQuerySchema.safeParse({ kind: stored?.kind ?? undefined });
  if (!kind.success) return null;
  return { filename, owner, kind: kind.data.kind };
}

/** The metadata as tus keeps it: strings only, the kind left out when none was named. */
export function toTusMetadata(metadata: UploadMetadata): Record<string, string> {
  return {
    filename: metadata.filename,
    owner: metadata.owner,
    ...(metadata.kind ? { kind: metadata.kind } : {}),
  };
}
