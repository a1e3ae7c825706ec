import { RESUMABLE_UPLOAD_ID } from '@docket/contract';
import type { Upload } from '@tus/server';
import { AppError } from '../../../lib/app-error.ts';
import type { ActorContext } from '../../../lib/context.ts';
import { failureEnvelope, ok } from '../../../lib/envelope.ts';
import { must } from '../../../lib/must.ts';
import {
  checkUploadName,
  stageReceivedFile,
  tooLarge,
  uploadLimit,
  uploadTempDir,
} from '../files.service.ts';
import { receiveToTempFile, TooLargeError } from '../receive-upload.ts';
import { uploadAnswer } from '../upload-answer.ts';
import { readUploadMetadata, type UploadMetadata } from './creation-request.ts';
import {
  claimFinishing,
  type FinishState,
  findFinishState,
  forgetAnswer,
  type KeptAnswer,
  recordAnswer,
  releaseClaim,
} from './finished-uploads.repository.ts';

export type { KeptAnswer };

/** The caller's upload, as far as a request needs to know: being finished, finished, or taking bytes. */
export type FoundUpload = FinishState | { state: 'open'; upload: Upload };

/**
 * Finishes a whole upload once, on whichever instance gets there first: the claim is taken (or
 * a request meanwhile is answered 423), the file judged and staged, and the answer kept for its
 * owner before the upload's bytes go, so that a client that never heard it can ask again.
 */
export async function finishUpload(ctx: ActorContext, upload: Upload): Promise<KeptAnswer> {
  const metadata = must(readUploadMetadata(upload.metadata), "a finished upload's metadata");
  const claim = {
    uploadId: upload.id,
    ownerId: metadata.owner,
    length: must(upload.size, "a finished upload's length"),
    now: ctx.now(),
  };
  if (!(await claimFinishing(ctx.db, claim))) throw new AppError('RESUMABLE_UPLOAD_FINISHING');
  let answer: KeptAnswer;
  try {
    const staged = uploadAnswer(await stage(ctx, metadata, upload));
    answer = { status: 200, body: { ...staged, ...ok(staged) } };
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Not the file's doing (the store or the database failed): its bytes stay and the claim
      // goes, so that asking for the answer finishes it again.
      await releaseClaim(ctx.db, upload.id).catch(() => {});
      throw error;
    }
    answer = { status: error.statusCode, body: failureEnvelope(error) };
  }
  await recordAnswer(ctx.db, upload.id, answer, ctx.now());
  await ctx.services.files.resumable.datastore.remove(upload.id).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'a finished upload was left in the store; the sweep removes it');
  });
  return answer;
}

/** The whole file, out of the upload store into a temp file, judged and staged as Uploadfile's. */
async function stage(ctx: ActorContext, metadata: UploadMetadata, upload: Upload) {
  const checked = checkUploadName(metadata.kind, metadata.filename);
  const maxBytes = uploadLimit(ctx.services.config, metadata.kind);
  const received = await receiveToTempFile(
    await ctx.services.files.resumable.datastore.read(upload.id),
    uploadTempDir(ctx),
    maxBytes,
  ).catch((error: unknown) => {
    throw error instanceof TooLargeError ? tooLarge(maxBytes) : error;
  });
  return stageReceivedFile(ctx, metadata.kind, checked, received);
}

/**
 * The caller's upload: its finishing or kept answer if the answers table holds one still in
 * time, else the upload in the store. SECURITY: null, answered 404, alike for someone else's
 * upload and one that never was.
 */
export async function findOwnUpload(ctx: ActorContext, id: string): Promise<FoundUpload | null> {
  if (!RESUMABLE_UPLOAD_ID.test(id)) return null;
  const kept = await findFinishState(ctx.db, id, ctx.now());
  const caller = ctx.actor.userId;
  if (kept) return kept.ownerId === caller ? kept : null;
  const upload = await ctx.services.files.resumable.datastore.getUpload(id).catch(() => null);
  if (!upload || readUploadMetadata(upload.metadata)?.owner !== caller) return null;
  return { state: 'open', upload };
}

/** A finished upload cancelled by its owner: its answer is forgotten. */
export async function forgetFinishedUpload(ctx: ActorContext, id: string): Promise<void> {
  await forgetAnswer(ctx.db, id);
}
