import type { ErasePersonRequestSchema, ErasurePreviewSchema, PersonErasureSchema } from '@docket/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cases, erasureTombstones, mailOutbox } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { ActorContext } from '../../lib/context.ts';
import { decrypt } from '../../lib/crypto.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { revokeUserSessions } from '../account/sessions.service.ts';
import { refreshCaseReadModel } from '../cases/cases.read-model.ts';
import { deletePendingFiles, eraseCaseContents, redactAuditEvents } from './case-erasure.ts';
import {
  anonymiseUser,
  auditAboutPerson,
  type ClientCase,
  claimErasure,
  clientCases,
  countUnlockedAdmins,
  deleteAccountTraces,
  deleteOwnFiles,
  type ErasureRow,
  erasuresOf,
  findPerson,
  finishErasure,
  insertErasure,
  lockAccount,
  lockPerson,
  type PersonRow,
  postponeErasure,
  previewCounts,
  queueFileDeletions,
  reasonWithoutPerson,
  unassignSolicitor,
} from './person-erasure.repository.ts';

/**
 * Erasure on request (decision 041). The request locks the account and ends its sessions at once;
 * the `person-erasures` housekeeping task does the rest in one transaction: each of the person's
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
async function requirePerson(db: Db, userId: string, lock = false): Promise<PersonRow> {
  const person = lock ? await lockPerson(db, userId) : await findPerson(db, userId);
  if (!person || isErased(await erasuresOf(db, userId))) throw new AppError('USER_NOT_FOUND');
  return person;
}

export async function erasurePreview(ctx: ActorContext, userId: string): Promise<ErasurePreview> {
  const now = ctx.now();
  const person = await requirePerson(ctx.db, userId);
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
 * with its record. The refusals change nothing. `wake` starts the task once it has committed.
 */
export async function requestErasure(
  ctx: ActorContext,
  input: ErasePersonRequest,
  wake: () => void,
): Promise<PersonErasure> {
  if (input.userId === ctx.actor.userId) throw new AppError('ERASURE_SELF');
  const now = ctx.now();
  const erasure = await ctx.db.transaction(async (tx) => {
    const person = await requirePerson(tx, input.userId, true);
    if (input.confirmation.trim().toLowerCase() !== person.email.trim().toLowerCase()) {
      throw new AppError('ERASURE_CONFIRMATION_WRONG');
    }
    if (isPending(await erasuresOf(tx, person.id))) throw new AppError('ERASURE_ALREADY_ASKED');
    const rows = await clientCases(tx, person.id);
    if (rows.some((row) => outcomeOf(row, now).outcome === 'blocked')) throw new AppError('ERASURE_BLOCKED');
    // Locking an administrator is locking one: the firm keeps an administrator who can sign in.
    if (person.role === 'Admin' && !person.isLocked && (await countUnlockedAdmins(tx)) <= 1) {
      throw new AppError('CANNOT_LOCK_LAST_ADMIN');
    }
    const counts = await previewCounts(tx, person.id, now);
    await lockAccount(tx, person.id, now);
    await revokeUserSessions(tx, person.id, 'locked', now);
    const row = await insertErasure(tx, {
      userId: person.id,
      requestedBy: ctx.actor.userId,
      reason: input.reason,
      requestedAt: now,
    });
    const outcomes = rows.map((r) => outcomeOf(r, now).outcome);
    await recordAudit(
      { ...ctx, db: tx },
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
    return row;
  });
  wake();
  return { erasureId: erasure.id, status: erasure.status };
}

export type PersonErasureDeps = {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The app's ENCRYPTION_KEY: the outbox's messages are sealed with it. */
  encryptionKey: Buffer;
  /** Removes the resumable uploads a user began and never finished (files.module.ts). */
  removeUploadsOf: (userId: string) => Promise<number>;
};

/** How long one instance may take over one erasure before another takes it over. */
export const ERASURE_LEASE_MS = 10 * 60_000;
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
 * The `person-erasures` task: every erasure that is due, each in its own transaction, then the
 * bytes of every file queued for deletion (including any an earlier run committed and then
 * crashed before deleting). A plain function of its deps and `now`, so tests call it directly.
 */
export async function runPersonErasures(deps: PersonErasureDeps, now: Date): Promise<Record<string, number>> {
  let erased = 0;
  let blocked = 0;
  for (;;) {
    const claim = await claimErasure(deps.db, now, ERASURE_LEASE_MS);
    if (!claim) break;
    const result = await erasePerson(deps, claim, now);
    if (result === 'blocked') blocked += 1;
    else if (result === 'done') {
      erased += 1;
      // Uploads begun and never finished are not rows: they go after the commit. One left by a
      // crash here is removed a day after it began, with every other unfinished upload.
      await deps.removeUploadsOf(claim.userId);
    }
  }
  const { files } = await deletePendingFiles(deps, now);
  return { erased, blocked, files };
}

async function erasePerson(
  deps: PersonErasureDeps,
  claim: ErasureRow,
  now: Date,
): Promise<'done' | 'blocked' | 'lost'> {
  return deps.db
    .transaction(async (tx) => {
      const person = await lockPerson(tx, claim.userId);
      if (!person) {
        // Nothing left to erase (a restore from before the person existed): done, with a tombstone.
        const tombstoneId = await writeTombstone(tx, claim, now, {});
        return (await finishErasure(tx, claim, tombstoneId, now)) ? 'done' : 'lost';
      }
      const rows = await clientCases(tx, person.id, true);
      const blocks = rows.filter((row) => outcomeOf(row, now).outcome === 'blocked');
      if (blocks.length > 0) {
        // A case reopened or was put on hold after the request: the erasure waits, the account stays
        // locked, and the preview shows which case holds it up.
        deps.log.warn(
          { erasureId: claim.id, blockedCases: blocks.map((row) => row.caseId) },
          'person erasure blocked by an open or held case; retried later',
        );
        await postponeErasure(tx, claim, new Date(now.getTime() + BLOCKED_RETRY_MS));
        return 'blocked';
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
        const result = await eraseCaseContents(tx, row.caseId, mode, now, 'erasure');
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
      if (unassigned.length > 0) await refreshCaseReadModel(tx, inArray(cases.id, unassigned));

      const traces = await deleteAccountTraces(tx, {
        id: person.id,
        email: person.email,
        lastName: person.lastName,
        fullName: `${person.firstName} ${person.lastName}`,
      });
      counts.sessions = traces.sessions;
      counts.notifications = traces.notifications;
      counts.emails = traces.sentEmails + (await deleteOutboxMessagesTo(tx, deps, person.email));
      const ownKeys = await deleteOwnFiles(tx, person.id);
      counts.files += ownKeys.length;
      await queueFileDeletions(tx, [...ownKeys, ...traces.exportKeys], now);

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
      const tombstoneId = await writeTombstone(tx, claim, now, details);
      await recordAudit(
        { db: tx, actor: null, ip: null, requestId: null, now: () => now },
        'person.erased',
        { type: 'user', id: person.id },
        { erasureId: claim.id, tombstoneId, ...details },
        claim.requestedBy,
      );
      // Another instance took the erasure over (this one outlived its claim): roll back, it erases.
      if (!(await finishErasure(tx, claim, tombstoneId, now, reasonWithoutPerson(claim.reason, person)))) {
        throw new ErasureTakenOver();
      }
      return 'done' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof ErasureTakenOver) return 'lost' as const;
      throw error;
    });
}

class ErasureTakenOver extends Error {}

async function writeTombstone(
  tx: Db,
  claim: ErasureRow,
  now: Date,
  details: Record<string, unknown>,
): Promise<number> {
  const [row] = await tx
    .insert(erasureTombstones)
    .values({
      subjectType: 'person',
      subjectId: claim.userId,
      rule: 'request',
      details,
      erasedAt: now,
      erasedBy: claim.requestedBy,
    })
    .returning({ id: erasureTombstones.id });
  if (!row) throw new Error('tombstone insert returned nothing');
  return row.id;
}

/**
 * The outbox's messages are sealed (their bodies carry one-time links), so the recipient is known
 * only by opening each. One sealed with another key cannot be read here, nor sent from here.
 */
async function deleteOutboxMessagesTo(tx: Db, deps: PersonErasureDeps, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  const rows = await tx.select({ id: mailOutbox.id, sealed: mailOutbox.sealedMessage }).from(mailOutbox);
  const ids: number[] = [];
  for (const row of rows) {
    try {
      const message = JSON.parse(decrypt(deps.encryptionKey, row.sealed)) as { to?: string };
      if (message.to?.trim().toLowerCase() === address) ids.push(row.id);
    } catch {
      // Sealed with another instance's key: not readable here.
    }
  }
  if (ids.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, ids));
  return ids.length;
}
