import type { ErasePersonRequestSchema, ErasurePreviewSchema, PersonErasureSchema } from '@docket/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { decrypt } from '../../lib/crypto.ts';
import { revokeUserSessions } from '../account/sessions.service.ts';
import { refreshCases } from '../cases/cases.read-model.ts';
import { activeAdminIds, findUserById } from '../users/users.service.ts';
import { redactAuditEvents } from './case-erasure.repository.ts';
import { eraseCase } from './case-erasure.service.ts';
import { queueFileDeletions } from './file-deletions.repository.ts';
import { deletePendingFiles } from './file-deletions.service.ts';
import {
  anonymiseUser,
  auditAboutPerson,
  type ClientCase,
  clientCases,
  deleteAccountTraces,
  deleteOutboxMessages,
  deleteOwnFiles,
  type ErasureRow,
  erasuresOf,
  finishErasure,
  insertErasure,
  lockAccount,
  lockErasure,
  lockPerson,
  outboxMessages,
  type PersonRow,
  previewCounts,
  reasonWithoutPerson,
  unassignSolicitor,
} from './person-erasure.repository.ts';
import { insertTombstone } from './retention.repository.ts';

/**
 * Erasure on request (decision 041). The request locks the account and ends its sessions at once;
 * its own `person-erasures` job, queued with it, does the rest in one transaction: each of the person's
 * cases erased (closed and past its retention) or anonymised (closed, within it), their account
 * anonymised, what they left behind deleted, their audit records kept without personal data, and
 * a tombstone that names no one. Their files' bytes go after the commit (pending_file_deletions).
 */

type ErasurePreview = z.infer<typeof ErasurePreviewSchema>;
type ErasePersonRequest = z.infer<typeof ErasePersonRequestSchema>;
type PersonErasure = z.infer<typeof PersonErasureSchema>;

type Outcome = { outcome: 'erase' | 'anonymise' | 'blocked'; block: 'open' | 'legalHold' | null };

/** A hold outlasts any reopening, so it is the block named when both apply. */
function outcomeOf(row: ClientCase, now: Date): Outcome {
  if (row.legalHoldAt) return { outcome: 'blocked', block: 'legalHold' };
  if (row.status !== 'Closed' || !row.closedAt) return { outcome: 'blocked', block: 'open' };
  if (row.eraseAfter && row.eraseAfter.getTime() <= now.getTime()) return { outcome: 'erase', block: null };
  return { outcome: 'anonymise', block: null };
}

const isErased = (erasures: ErasureRow[]) => erasures.some((row) => row.status === 'done');
const isPending = (erasures: ErasureRow[]) => erasures.some((row) => row.status !== 'done');

/** The person, unless there is none or they were erased already: both are "not found". */
async function requirePerson(ctx: ServiceContext, userId: string, lock = false): Promise<PersonRow> {
  const person = lock ? await lockPerson(ctx.db, userId) : await findUserById(ctx, userId);
  if (!person || isErased(await erasuresOf(ctx.db, userId))) throw new AppError('USER_NOT_FOUND');
  return person;
}

export async function erasurePreview(ctx: ActorContext, userId: string): Promise<ErasurePreview> {
  const now = ctx.now();
  const person = await requirePerson(ctx, userId);
  const rows = await clientCases(ctx.db, userId);
  const counts = await previewCounts(ctx.db, userId, now);
  const caseOutcomes = rows.map((row) => ({
    caseId: row.caseId,
    caseTypeName: row.caseTypeName,
    clientName: row.clientName,
    status: row.status,
    closedAt: row.closedAt?.toISOString() ?? null,
    ...outcomeOf(row, now),
  }));
  return {
    person: {
      id: person.id,
      fullName: `${person.firstName} ${person.lastName}`,
      email: person.email,
      role: person.role,
    },
    cases: caseOutcomes,
    ...counts,
    canErase: caseOutcomes.every((row) => row.outcome !== 'blocked'),
    pending: isPending(await erasuresOf(ctx.db, userId)),
  };
}

/**
 * Checks, then in one transaction locks the account, ends every session and queues the erasure
 * with its record and its `person-erasures` job. The refusals change nothing.
 */
export async function requestErasure(ctx: ActorContext, input: ErasePersonRequest): Promise<PersonErasure> {
  if (input.userId === ctx.actor.userId) throw new AppError('ERASURE_SELF');
  const now = ctx.now();
  const erasure = await inTransaction(ctx, async (tx) => {
    const person = await requirePerson(tx, input.userId, true);
    if (input.confirmation.trim().toLowerCase() !== person.email.trim().toLowerCase()) {
      throw new AppError('ERASURE_CONFIRMATION_WRONG');
    }
    if (isPending(await erasuresOf(tx.db, person.id))) throw new AppError('ERASURE_ALREADY_ASKED');
    const rows = await clientCases(tx.db, person.id);
    if (rows.some((row) => outcomeOf(row, now).outcome === 'blocked')) throw new AppError('ERASURE_BLOCKED');
    // Locking an administrator is locking one: the firm keeps an administrator who can sign in.
    if (person.role === 'Admin' && !person.isLocked && (await activeAdminIds(tx)).length <= 1) {
      throw new AppError('CANNOT_LOCK_LAST_ADMIN');
    }
    const counts = await previewCounts(tx.db, person.id, now);
    await lockAccount(tx.db, person.id, now);
    await revokeUserSessions(tx, person.id, 'locked');
    const row = await insertErasure(tx.db, {
      userId: person.id,
      requestedBy: ctx.actor.userId,
      reason: input.reason,
      requestedAt: now,
    });
    const outcomes = rows.map((r) => outcomeOf(r, now).outcome);
    await recordAudit(
      tx,
      'person.erasure_requested',
      { type: 'user', id: person.id },
      {
        erasureId: row.id,
        reason: input.reason,
        casesToErase: outcomes.filter((o) => o === 'erase').length,
        casesToAnonymise: outcomes.filter((o) => o === 'anonymise').length,
        documents: counts.documents,
        files: counts.files,
        sessions: counts.sessions,
      },
    );
    await ctx.services.jobs.send(tx, 'person-erasures', { erasureId: row.id });
    return row;
  });
  return { erasureId: erasure.id, status: erasure.status };
}

/** A blocked erasure (a case reopened or held since the request) is looked at again this much later. */
export const BLOCKED_RETRY_MS = 60 * 60_000;

type ErasureCounts = {
  casesErased: number;
  casesAnonymised: number;
  documents: number;
  files: number;
  bytes: number;
  notes: number;
  casesUnassigned: number;
  sessions: number;
  notifications: number;
  emails: number;
  auditEventsRedacted: number;
};

/**
 * The `person-erasures` job of one erasure: the erasure in one transaction, then the bytes of
 * every file queued for deletion. pg-boss gives the job to one run; one cut short (its instance
 * died) is run again after its hold, so this may find its erasure done already: it then erases
 * nothing and only deletes the files the cut-short run left (a crash between its commit and the
 * deletions). A plain function of a background context and `now`, so tests call it directly.
 */
export async function runPersonErasure(
  ctx: ServiceContext,
  erasureId: number,
  now: Date,
): Promise<Record<string, number>> {
  const result = await erasePerson(ctx, erasureId, now);
  // Uploads begun and never finished are not rows: they go after the commit. One left by a crash
  // here is removed by the run's retry, or a day after it began with every other unfinished upload.
  if (result.userId && result.outcome !== 'blocked') await ctx.services.files.removeUploadsOf(result.userId);
  const { files } = await deletePendingFiles(ctx, now);
  return { erased: result.outcome === 'done' ? 1 : 0, blocked: result.outcome === 'blocked' ? 1 : 0, files };
}

async function erasePerson(
  ctx: ServiceContext,
  erasureId: number,
  now: Date,
): Promise<{ outcome: 'done' | 'blocked' | 'already'; userId?: string }> {
  return inTransaction({ ...ctx, now: () => now }, async (txCtx) => {
    const tx = txCtx.db;
    const erasure = await lockErasure(tx, erasureId);
    // Done by a run this one retries, or gone with a restore from before it: nothing to do.
    if (!erasure) return { outcome: 'already' as const };
    if (erasure.status === 'done') return { outcome: 'already' as const, userId: erasure.userId };
    const person = await lockPerson(tx, erasure.userId);
    if (!person) {
      // Nothing left to erase (a restore from before the person existed): done, with a tombstone.
      const tombstoneId = await writeTombstone(txCtx, erasure, now, {});
      await finishErasure(tx, erasure, tombstoneId, now);
      return { outcome: 'done' as const, userId: erasure.userId };
    }
    const rows = await clientCases(tx, person.id, true);
    const blocks = rows.filter((row) => outcomeOf(row, now).outcome === 'blocked');
    if (blocks.length > 0) {
      // A case reopened or was put on hold after the request: the erasure waits, the account stays
      // locked, the preview shows which case holds it up, and its next job is queued an hour on.
      ctx.log.warn(
        { erasureId: erasure.id, blockedCases: blocks.map((row) => row.caseId) },
        'person erasure blocked by an open or held case; retried later',
      );
      await ctx.services.jobs.send(
        txCtx,
        'person-erasures',
        { erasureId: erasure.id },
        { startAfter: new Date(now.getTime() + BLOCKED_RETRY_MS) },
      );
      return { outcome: 'blocked' as const };
    }
    const counts: ErasureCounts = {
      casesErased: 0,
      casesAnonymised: 0,
      documents: 0,
      files: 0,
      bytes: 0,
      notes: 0,
      casesUnassigned: 0,
      sessions: 0,
      notifications: 0,
      emails: 0,
      auditEventsRedacted: 0,
    };
    const erasedCaseIds: number[] = [];
    const anonymisedCaseIds: number[] = [];
    for (const row of rows) {
      const mode = outcomeOf(row, now).outcome === 'erase' ? 'erase' : 'anonymise';
      const result = await eraseCase(txCtx, row.caseId, mode, now, 'erasure');
      counts.documents += result.documents;
      counts.files += result.files;
      counts.bytes += result.bytes;
      counts.notes += result.notes;
      if (mode === 'erase') erasedCaseIds.push(row.caseId);
      else anonymisedCaseIds.push(row.caseId);
    }
    counts.casesErased = erasedCaseIds.length;
    counts.casesAnonymised = anonymisedCaseIds.length;

    const unassigned = await unassignSolicitor(tx, person.id, now);
    counts.casesUnassigned = unassigned.length;
    await refreshCases(tx, unassigned);

    // The person's e-mail jobs go before the record of e-mails sent: a send finishing meanwhile
    // either finds its job gone or has its record erased below (recordSentEmail locks the job).
    const outboxEmails = await deleteOutboxMessagesTo(txCtx, person.email);
    const traces = await deleteAccountTraces(tx, {
      id: person.id,
      email: person.email,
      lastName: person.lastName,
      fullName: `${person.firstName} ${person.lastName}`,
    });
    counts.sessions = traces.sessions;
    counts.notifications = traces.notifications;
    counts.emails = traces.sentEmails + outboxEmails;
    const ownKeys = await deleteOwnFiles(tx, person.id);
    counts.files += ownKeys.length;
    await queueFileDeletions(tx, [...ownKeys, ...traces.exportKeys], now, 'erasure');

    counts.auditEventsRedacted = await redactAuditEvents(
      tx,
      auditAboutPerson({
        id: person.id,
        email: person.email,
        lastName: person.lastName,
        fullName: `${person.firstName} ${person.lastName}`,
      }),
    );
    await anonymiseUser(tx, person.id, now);

    const details = {
      role: person.role,
      cases: { erased: counts.casesErased, anonymised: counts.casesAnonymised },
      erasedCaseIds,
      anonymisedCaseIds,
      documents: counts.documents,
      files: counts.files,
      bytes: counts.bytes,
      notes: counts.notes,
      casesUnassigned: counts.casesUnassigned,
    };
    const tombstoneId = await writeTombstone(txCtx, erasure, now, details);
    await recordAudit(
      txCtx,
      'person.erased',
      { type: 'user', id: person.id },
      { erasureId: erasure.id, tombstoneId, ...details },
      erasure.requestedBy,
    );
    await finishErasure(tx, erasure, tombstoneId, now, reasonWithoutPerson(erasure.reason, person));
    return { outcome: 'done' as const, userId: erasure.userId };
  });
}

function writeTombstone(
  tx: ServiceContext,
  erasure: ErasureRow,
  now: Date,
  details: Record<string, unknown>,
): Promise<number> {
  return insertTombstone(tx.db, {
    subjectType: 'person',
    subjectId: erasure.userId,
    rule: 'request',
    details,
    erasedAt: now,
    erasedBy: erasure.requestedBy,
  });
}

/**
 * The outbox's messages are sealed (their bodies carry one-time links), so the recipient is known
 * only by opening each. One sealed with another key cannot be read here, nor sent from here.
 */
async function deleteOutboxMessagesTo(ctx: ServiceContext, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const rows = await outboxMessages(ctx.db);
  const ids: string[] = [];
  let waiting = 0;
  for (const row of rows) {
    try {
      const message = JSON.parse(decrypt(ctx.services.encryptionKey, row.sealed)) as { to?: string };
      if (message.to?.trim().toLowerCase() !== address) continue;
      ids.push(row.id);
      // Those delivered are counted with the record of e-mails sent.
      if (row.waiting) waiting += 1;
    } catch {
      // Sealed with another instance's key: not readable here.
    }
  }
  await deleteOutboxMessages(ctx.db, ids);
  return waiting;
}
