import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { extensionsFor, FILE_TYPES, UPLOAD_KINDS, type UploadKind } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ServiceContext } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { DOCX_WITH_MACROS, detectFileType } from './content-sniffing.ts';
import { checkFileName } from './file-names.ts';
import {
  claimStagedFile,
  findStoredFileByKey,
  insertStoredFile,
  type StoredFile,
} from './files.repository.ts';
import { receiveToTempFile, TooLargeError } from './receive-upload.ts';

export type FilesDeps = { storage: FileStorage; tempDir: string; maxBytes: (kind: UploadKind) => number };

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

export function tooLarge(maxBytes: number): AppError {
  return AppError.of('FILE_TOO_LARGE', { limit: formatLimit(maxBytes) });
}

function notAccepted(kind: UploadKind): AppError {
  const accepted = extensionsFor(kind)
    .map((e) => e.toUpperCase())
    .join(', ');
  return AppError.of('FILE_TYPE_NOT_ACCEPTED', { formats: accepted });
}

/**
 * Receives one upload: name checked, bytes streamed to a temp file within the kind's limit, the
 * rest of the request read (it may refuse), type decided by content and matched against the
 * extension, then stored under a fresh key and recorded as staged for its uploader. A refused
 * file leaves no byte behind.
 */
export async function receiveUpload(
  ctx: ServiceContext,
  deps: FilesDeps,
  kind: UploadKind,
  upload: { stream: Readable; fileName: string; restOfBody: () => Promise<void> },
): Promise<StoredFile> {
  const checked = checkFileName(upload.fileName);
  if (!checked) {
    upload.stream.resume();
    throw new AppError('FILE_NAME_INVALID');
  }
  if (!extensionsFor(kind).includes(checked.extension)) {
    upload.stream.resume();
    throw notAccepted(kind);
  }
  let received: Awaited<ReturnType<typeof receiveToTempFile>>;
  // The parser may have failed the stream before it reached here (the whole body had arrived).
  let bodyFailed = upload.stream.errored != null;
  upload.stream.once('error', () => {
    bodyFailed = true;
  });
  try {
    received = await receiveToTempFile(upload.stream, deps.tempDir, deps.maxBytes(kind));
  } catch (error) {
    if (error instanceof TooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(deps.maxBytes(kind));
    }
    // A body cut off or malformed (the parser's error) is the client's to fix; a failing disk (a
    // system error, which also fails the source stream) stays a 500.
    if (bodyFailed && !(error as NodeJS.ErrnoException).syscall) throw new AppError('UPLOAD_BROKEN');
    throw error;
  }
  try {
    await upload.restOfBody();
    // A phone that failed to read a file, or a photo not taken, sends nothing: say that, not "wrong type".
    if (received.size === 0) {
      throw new AppError('FILE_EMPTY');
    }
    const type = await detectFileType(received.path, received.size);
    const accepted: readonly string[] = UPLOAD_KINDS[kind].types;
    if (type === DOCX_WITH_MACROS && accepted.includes('docx')) throw new AppError('FILE_HAS_MACROS');
    if (!type || type === DOCX_WITH_MACROS || !accepted.includes(type)) throw notAccepted(kind);
    if (!(FILE_TYPES[type].extensions as readonly string[]).includes(checked.extension)) {
      throw new AppError('FILE_CONTENT_MISMATCH');
    }
    const storageKey = `${kind}/${randomUUID()}`;
    await deps.storage.putFile(storageKey, received.path);
    // The row comes after the bytes are durable: a crash can leave an unreferenced file (swept), never a row without one.
    const row = await insertStoredFile(ctx.db, {
      storageKey,
      kind,
      originalName: checked.name,
      contentType: FILE_TYPES[type].mime,
      sizeBytes: received.size,
      sha256: received.sha256,
      uploadedBy: ctx.actor!.userId,
      createdAt: ctx.now(),
    });
    await recordAudit(ctx, 'file.uploaded', { type: 'file', id: row.id }, { kind, size: received.size });
    return row;
  } finally {
    await rm(received.path, { force: true });
  }
}

/** Attaches the caller's own staged upload to something; anyone else's key answers 400. */
export async function claimUpload(
  ctx: ServiceContext,
  storageKey: string,
  kinds: readonly UploadKind[],
  owner: { type: string; id: string },
): Promise<StoredFile> {
  const row = await claimStagedFile(
    ctx.db,
    { storageKey, uploadedBy: ctx.actor!.userId, kinds },
    owner,
    ctx.now(),
  );
  if (!row) throw new AppError('UPLOAD_NOT_FOUND');
  return row;
}

/** Says whether the caller may read a file its owner holds, and what a read is recorded against. */
export type FileAccessPolicy = (
  ctx: ServiceContext,
  ownerId: string,
) => Promise<{ allowed: boolean; auditTarget?: { type: string; id: string | number } }>;

/**
 * Finds a file the caller may read. SECURITY: authority comes from what the file belongs to,
 * never from the request (requestedSide is ignored); unknown and forbidden answer the same 404.
 */
export async function findReadableFile(
  ctx: ServiceContext,
  policies: Map<string, FileAccessPolicy>,
  storageKey: string,
  purpose: 'view' | 'download' = 'download',
  kinds?: readonly StoredFile['kind'][],
): Promise<StoredFile> {
  const notFound = new AppError('FILE_NOT_FOUND');
  const row = await findStoredFileByKey(ctx.db, storageKey);
  // A kind the route does not serve is refused before a read is recorded.
  if (!row || (kinds && !kinds.includes(row.kind))) throw notFound;
  if (row.status === 'staged') {
    if (row.uploadedBy !== ctx.actor!.userId) throw notFound;
    return row;
  }
  const policy = row.ownerType ? policies.get(row.ownerType) : undefined;
  const decision: Awaited<ReturnType<FileAccessPolicy>> =
    policy && row.ownerId ? await policy(ctx, row.ownerId) : { allowed: false };
  if (!decision.allowed) throw notFound;
  if (decision.auditTarget) {
    await recordAudit(
      ctx,
      purpose === 'view' ? 'document.viewed' : 'document.downloaded',
      decision.auditTarget,
      {
        fileId: row.id,
        fileName: row.originalName,
      },
    );
  }
  return row;
}
