import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { extensionsFor, FILE_TYPES, type FileType, typesFor, type UploadKind } from '@docket/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ActorContext, FileOwner, ServiceContext, StoredFile } from '../../lib/context.ts';
import { MissingFileError } from '../../lib/storage/file-storage.ts';
import { DOCX_WITH_MACROS, detectFileType } from './content-sniffing.ts';
import { checkFileName } from './file-names.ts';
import {
  claimStagedFile,
  findStagedFile,
  findStoredFileWithAccess,
  insertStoredFile,
  isCurrentAvatar,
  readableBy,
} from './files.repository.ts';
import { receiveToTempFile, TooLargeError } from './receive-upload.ts';

/** The largest file an upload of the kind may be; of any kind (the widest limit) when none is named. */
export function uploadLimit(config: Pick<Config, 'uploadLimits'>, kind: UploadKind | undefined): number {
  return kind ? config.uploadLimits[kind] : Math.max(...Object.values(config.uploadLimits));
}

/** Where an upload's bytes wait while they are checked: local disk, whichever the store. */
export const uploadTempDir = (ctx: ServiceContext) => ctx.services.config.uploadTempDir;

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}

export function tooLarge(maxBytes: number): AppError {
  return AppError.of('FILE_TOO_LARGE', { limit: formatLimit(maxBytes) });
}

function notAccepted(kind: UploadKind | undefined): AppError {
  const accepted = extensionsFor(kind)
    .map((e) => e.toUpperCase())
    .join(', ');
  return AppError.of('FILE_TYPE_NOT_ACCEPTED', { formats: accepted });
}

/** The name an upload is sent under, checked before any byte is kept: refused, or cleaned and its extension. */
export function checkUploadName(
  kind: UploadKind | undefined,
  fileName: string,
): { name: string; extension: string } {
  const checked = checkFileName(fileName);
  if (!checked) throw new AppError('FILE_NAME_INVALID');
  if (!extensionsFor(kind).includes(checked.extension)) throw notAccepted(kind);
  return checked;
}

export type ReceivedFile = Awaited<ReturnType<typeof receiveToTempFile>>;

/**
 * Receives one upload: name checked, bytes streamed to a temp file within the kind's limit, the
 * rest of the request read (it may refuse), then checked and staged (stageReceivedFile). A
 * refused file leaves no byte behind.
 */
export async function receiveUpload(
  ctx: ActorContext,
  kind: UploadKind | undefined,
  upload: { stream: Readable; fileName: string; restOfBody: () => Promise<void> },
): Promise<StoredFile> {
  let checked: ReturnType<typeof checkUploadName>;
  try {
    checked = checkUploadName(kind, upload.fileName);
  } catch (error) {
    upload.stream.resume();
    throw error;
  }
  const maxBytes = uploadLimit(ctx.services.config, kind);
  let received: ReceivedFile;
  // The parser may have failed the stream before it reached here (the whole body had arrived).
  let bodyFailed = upload.stream.errored != null;
  upload.stream.once('error', () => {
    bodyFailed = true;
  });
  try {
    received = await receiveToTempFile(upload.stream, uploadTempDir(ctx), maxBytes);
  } catch (error) {
    if (error instanceof TooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(maxBytes);
    }
    // A body cut off or malformed (the parser's error) is the client's to fix; a failing disk (a
    // system error, which also fails the source stream) stays a 500.
    if (bodyFailed && !(error as NodeJS.ErrnoException).syscall) throw new AppError('UPLOAD_BROKEN');
    throw error;
  }
  return stageReceivedFile(ctx, kind, checked, received, upload.restOfBody);
}

/**
 * Judges a file received whole into a temp file, whichever way it came (one multipart request or
 * a resumable upload's PATCHes): type decided by content and matched against the extension, then
 * stored under a fresh key and recorded as staged for its uploader. The temp file goes either way.
 */
export async function stageReceivedFile(
  ctx: ActorContext,
  kind: UploadKind | undefined,
  checked: { name: string; extension: string },
  received: ReceivedFile,
  beforeJudging: () => Promise<void> = async () => {},
): Promise<StoredFile> {
  try {
    await beforeJudging();
    // A phone that failed to read a file, or a photo not taken, sends nothing: say that, not "wrong type".
    if (received.size === 0) {
      throw new AppError('FILE_EMPTY');
    }
    const type = await detectFileType(received.path, received.size);
    const accepted: readonly string[] = typesFor(kind);
    if (type === DOCX_WITH_MACROS && accepted.includes('docx')) throw new AppError('FILE_HAS_MACROS');
    if (!type || type === DOCX_WITH_MACROS || !accepted.includes(type)) throw notAccepted(kind);
    if (!(FILE_TYPES[type].extensions as readonly string[]).includes(checked.extension)) {
      throw new AppError('FILE_CONTENT_MISMATCH');
    }
    // Without a kind, the file is kept as a case document (whose rules are the widest) until a
    // claim makes it what it becomes.
    const recordedKind = kind ?? 'case-document';
    const storageKey = `${recordedKind}/${randomUUID()}`;
    await ctx.services.files.storage.putFile(storageKey, received.path);
    // The row comes after the bytes are durable: a crash can leave an unreferenced file (swept), never a row without one.
    const row = await insertStoredFile(ctx.db, {
      storageKey,
      kind: recordedKind,
      originalName: checked.name,
      contentType: FILE_TYPES[type].mime,
      sizeBytes: received.size,
      sha256: received.sha256,
      uploadedBy: ctx.actor.userId,
      createdAt: ctx.now(),
    });
    await recordAudit(ctx, 'file.uploaded', { type: 'file', id: row.id }, { kind, size: received.size });
    return row;
  } finally {
    await rm(received.path, { force: true });
  }
}

/**
 * Attaches the caller's own staged upload to something, as a file of `kind`: null when there is
 * no such upload (anyone else's key included). An upload sent without a kind was received under
 * the widest rules, so the kind's own rules (its types, its size) are checked here, whatever
 * kind it arrived as.
 */
export async function claimUpload(
  ctx: ActorContext,
  storageKey: string,
  kind: UploadKind,
  owner: FileOwner,
): Promise<StoredFile | null> {
  const staged = await findStagedFile(ctx.db, storageKey, ctx.actor.userId);
  if (!staged) return null;
  const type = fileTypeOf(staged.contentType);
  if (!type || !typesFor(kind).includes(type)) throw notAccepted(kind);
  const maxBytes = uploadLimit(ctx.services.config, kind);
  if (staged.sizeBytes > maxBytes) throw tooLarge(maxBytes);
  return (await claimStagedFile(ctx.db, staged.id, kind, owner, ctx.now())) ?? null;
}

function fileTypeOf(contentType: string): FileType | undefined {
  return (Object.keys(FILE_TYPES) as FileType[]).find((type) => FILE_TYPES[type].mime === contentType);
}

/**
 * Finds a file the caller may read. SECURITY: authority comes from what the file belongs to,
 * never from the request (requestedSide is ignored); unknown and forbidden answer the same 404,
 * and cost the same: who may read is decided in the one statement that looks the file up, and
 * only a read that is allowed is recorded. A separate owner check ran only for files that exist,
 * so its time told a probe "exists, not yours" from "no such file".
 */
export async function findReadableFile(
  ctx: ActorContext,
  storageKey: string,
  purpose: 'view' | 'download' = 'download',
  kinds?: readonly StoredFile['kind'][],
): Promise<StoredFile> {
  const notFound = new AppError('FILE_NOT_FOUND');
  const actor = ctx.actor;
  const { policies } = ctx.services.files;
  const found = await findStoredFileWithAccess(ctx.db, storageKey, readableBy(actor, policies));
  // A kind the route does not serve is refused before a read is recorded.
  if (!found || (kinds && !kinds.includes(found.file.kind))) throw notFound;
  const row = found.file;
  if (row.status === 'staged') {
    if (row.uploadedBy !== actor.userId) throw notFound;
    return row;
  }
  if (!found.readable) throw notFound;
  const policy = row.ownerType ? policies.get(row.ownerType) : undefined;
  const auditTarget = row.ownerId ? policy?.auditTarget?.(row.ownerId) : undefined;
  if (auditTarget) {
    await recordAudit(ctx, purpose === 'view' ? 'document.viewed' : 'document.downloaded', auditTarget, {
      fileId: row.id,
      fileName: row.originalName,
    });
  }
  return row;
}

/**
 * The avatar under this key, if it is still its owner's avatar: one statement finds the file and
 * whether it is, so an earlier avatar's address stops working. Anything else is the same 404.
 */
export async function findCurrentAvatar(ctx: ServiceContext, storageKey: string): Promise<StoredFile> {
  const found = await findStoredFileWithAccess(ctx.db, storageKey, isCurrentAvatar);
  if (!found?.readable || found.file.kind !== 'avatar' || found.file.status !== 'claimed')
    throw new AppError('FILE_NOT_FOUND');
  return found.file;
}

/** The stored file's bytes, to send. A store that cannot be reached is an outage (500, logged), not a file the user lacks. */
export async function openStoredFile(ctx: ServiceContext, row: StoredFile): Promise<Readable> {
  return ctx.services.files.storage.openRead(row.storageKey).catch((error: unknown) => {
    if (error instanceof MissingFileError) throw new AppError('FILE_NOT_FOUND');
    throw error;
  });
}

/** The firm's settings the web app needs before it sends a file: whether photos go up as taken. */
export function uploadSettings(ctx: ServiceContext): { keepOriginalPhotos: boolean } {
  return { keepOriginalPhotos: ctx.services.config.keepOriginalPhotos };
}
