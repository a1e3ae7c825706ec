import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { resumableUploadAnswers } from '../../../db/schema/index.ts';

/**
 * How long a finished upload's answer is kept for its owner: a phone whose last PATCH went
 * unanswered asks again within its five minutes of retries, and is told the same.
 */
export const ANSWER_KEPT_MS = 10 * 60_000;

/**
 * How long finishing may take before it counts as abandoned (its instance stopped): reading,
 * judging and storing the largest document takes seconds. After that the upload is as if never
 * finished, and the next request to ask for its answer finishes it.
 */
export const FINISHING_LIMIT_MS = 2 * 60_000;

/** What a finished upload answered: the status and the body (an envelope), as sent. */
export type KeptAnswer = { status: number; body: unknown };

/** Where an upload stands, as the answers table says; null when it says nothing that still holds. */
export type FinishState =
  | { state: 'finishing'; ownerId: string }
  | { state: 'finished'; ownerId: string; length: number; answer: KeptAnswer };

export async function findFinishState(db: Db, uploadId: string, now: Date): Promise<FinishState | null> {
  const [row] = await db
    .select()
    .from(resumableUploadAnswers)
    .where(eq(resumableUploadAnswers.uploadId, uploadId));
  if (!row) return null;
  if (row.finishedAt && row.status !== null) {
    if (row.finishedAt.getTime() <= now.getTime() - ANSWER_KEPT_MS) return null;
    return {
      state: 'finished',
      ownerId: row.ownerId,
      length: row.uploadLength,
      answer: { status: row.status, body: row.answer },
    };
  }
  if (row.startedAt.getTime() <= now.getTime() - FINISHING_LIMIT_MS) return null;
  return { state: 'finishing', ownerId: row.ownerId };
}

/**
 * Claims the finishing of an upload: true for the one request that may finish it. A claim that
 * no longer holds (abandoned, or an answer past its time) is taken over in the same statement,
 * so two requests on two instances cannot both take it.
 */
export async function claimFinishing(
  db: Db,
  claim: { uploadId: string; ownerId: string; length: number; now: Date },
): Promise<boolean> {
  const abandoned = new Date(claim.now.getTime() - FINISHING_LIMIT_MS);
  const expired = new Date(claim.now.getTime() - ANSWER_KEPT_MS);
  const t = resumableUploadAnswers;
  const claimed = await db
    .insert(t)
    .values({
      uploadId: claim.uploadId,
      ownerId: claim.ownerId,
      uploadLength: claim.length,
      startedAt: claim.now,
    })
    .onConflictDoUpdate({
      target: t.uploadId,
      set: { startedAt: claim.now, finishedAt: null, status: null, answer: null },
      setWhere: or(
        and(isNull(t.finishedAt), lt(t.startedAt, abandoned)),
        and(isNotNull(t.finishedAt), lt(t.finishedAt, expired)),
      ),
    })
    .returning({ uploadId: t.uploadId });
  return claimed.length > 0;
}

export async function recordAnswer(db: Db, uploadId: string, answer: KeptAnswer, now: Date): Promise<void> {
  await db
    .update(resumableUploadAnswers)
    .set({ finishedAt: now, status: answer.status, answer: answer.body })
    .where(eq(resumableUploadAnswers.uploadId, uploadId));
}

/** Lets go of a claim whose finishing failed for a reason not the file's, so that it can be tried again. */
export async function releaseClaim(db: Db, uploadId: string): Promise<void> {
  await db
    .delete(resumableUploadAnswers)
    .where(and(eq(resumableUploadAnswers.uploadId, uploadId), isNull(resumableUploadAnswers.finishedAt)));
}

export async function forgetAnswer(db: Db, uploadId: string): Promise<void> {
  await db.delete(resumableUploadAnswers).where(eq(resumableUploadAnswers.uploadId, uploadId));
}

/** Removes answers past their time and claims long abandoned; answers how many. */
export async function removeExpiredAnswers(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ANSWER_KEPT_MS);
  const t = resumableUploadAnswers;
  const removed = await db
    .delete(t)
    .where(or(lt(t.finishedAt, cutoff), and(isNull(t.finishedAt), lt(t.startedAt, cutoff))))
    .returning({ uploadId: t.uploadId });
  return removed.length;
}
