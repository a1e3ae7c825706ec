import { type AnyColumn, and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  auditEvents,
  caseDocuments,
  caseNotes,
  caseStatusChanges,
  cases,
  checklistItems,
  pendingFileDeletions,
  sentEmails,
  storedFiles,
  subjectAccessExports,
  users,
} from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

export type ExportRow = typeof subjectAccessExports.$inferSelect;
export type ExportWithRequester = ExportRow & { requestedByName: string };

const requester = alias(users, 'requester');
const fullName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

/** A person there is something to export about: not an erased one, whose row names no one. */
export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  return row !== undefined;
}

export async function insertExport(
  db: Db,
  values: { userId: string; requestedBy: string; requestedAt: Date },
): Promise<ExportRow> {
  const [row] = await db.insert(subjectAccessExports).values(values).returning();
  return must(row, 'the new export');
}

/** A person's exports, newest first, with the name of the administrator who asked for each. */
export async function listExports(db: Db, userId: string): Promise<ExportWithRequester[]> {
  const rows = await db
    .select({ row: subjectAccessExports, requestedByName: fullName(requester) })
    .from(subjectAccessExports)
    .leftJoin(requester, eq(requester.id, subjectAccessExports.requestedBy))
    .where(eq(subjectAccessExports.userId, userId))
    .orderBy(desc(subjectAccessExports.requestedAt), desc(subjectAccessExports.id));
  return rows.map(({ row, requestedByName }) => ({ ...row, requestedByName: requestedByName ?? '' }));
}

export async function findExport(db: Db, id: string): Promise<ExportWithRequester | undefined> {
  const [found] = await db
    .select({ row: subjectAccessExports, requestedByName: fullName(requester) })
    .from(subjectAccessExports)
    .leftJoin(requester, eq(requester.id, subjectAccessExports.requestedBy))
    .where(eq(subjectAccessExports.id, id));
  return found ? { ...found.row, requestedByName: found.requestedByName ?? '' } : undefined;
}

export async function markDownloaded(db: Db, id: string, at: Date): Promise<void> {
  await db.update(subjectAccessExports).set({ downloadedAt: at }).where(eq(subjectAccessExports.id, id));
}

/**
 * Takes the oldest export waiting to be built, or one whose builder's claim lapsed (an instance
 * that stopped mid-build), for this builder until `claimedUntil`. One statement, skipping rows
 * another instance is claiming at the same moment, so each export is built by one instance.
 */
export async function claimNextExport(db: Db, now: Date, claimedUntil: Date): Promise<ExportRow | undefined> {
  const result = (await db.execute(sql`
    update subject_access_exports set status = 'building', claimed_until = ${claimedUntil.toISOString()}::timestamptz
    where id = (
      select id from subject_access_exports
      where status = 'queued' or (status = 'building' and claimed_until < ${now.toISOString()}::timestamptz)
      order by requested_at, id
      limit 1
      for update skip locked)
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(subjectAccessExports).where(eq(subjectAccessExports.id, id));
  return row;
}

/**
 * Ends a build this builder still holds (its claim unchanged): another instance that took the
 * export over after the claim lapsed, or an erasure that removed it, wins, and false says so.
 */
export async function finishBuild(
  db: Db,
  id: string,
  claimedUntil: Date,
  values: Partial<
    Pick<
      ExportRow,
      'status' | 'storageKey' | 'sizeBytes' | 'sha256' | 'fileCount' | 'readyAt' | 'expiresAt' | 'failureCode'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(subjectAccessExports)
    .set({ ...values, claimedUntil: null })
    .where(
      and(
        eq(subjectAccessExports.id, id),
        eq(subjectAccessExports.status, 'building'),
        eq(subjectAccessExports.claimedUntil, claimedUntil),
      ),
    )
    .returning({ id: subjectAccessExports.id });
  return rows.length > 0;
}

/** Ready exports whose download time is over, oldest first, locked until the transaction ends. */
export async function lockExpiredExports(db: Db, now: Date, limit: number) {
  return db
    .select({ id: subjectAccessExports.id, storageKey: subjectAccessExports.storageKey })
    .from(subjectAccessExports)
    .where(and(eq(subjectAccessExports.status, 'ready'), lte(subjectAccessExports.expiresAt, now)))
    .orderBy(asc(subjectAccessExports.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markExpired(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(subjectAccessExports)
    .set({ status: 'expired', storageKey: null })
    .where(inArray(subjectAccessExports.id, ids));
}

const EXPIRED = 'export-expired';

/** Zips to delete from storage, queued in the transaction that expires their exports. */
export async function queueFileDeletions(db: Db, keys: string[], at: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pendingFileDeletions)
    .values(keys.map((storageKey) => ({ storageKey, queuedAt: at, reason: EXPIRED })))
    .onConflictDoNothing();
}

/** The zip's bytes are gone: nothing is left to delete. */
export async function forgetFileDeletion(db: Db, key: string): Promise<void> {
  await db
    .delete(pendingFileDeletions)
    .where(and(eq(pendingFileDeletions.storageKey, key), eq(pendingFileDeletions.reason, EXPIRED)));
}

// What an export holds about one person. Reads, each one statement.

export type PersonRow = typeof users.$inferSelect;

export async function findPerson(db: Db, userId: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function findStoredFile(db: Db, storageKey: string) {
  const [row] = await db
    .select({ originalName: storedFiles.originalName, sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(eq(storedFiles.storageKey, storageKey));
  return row;
}

const solicitor = alias(users, 'solicitor');

/** The cases where the person is the client, oldest first. */
export async function clientCases(db: Db, userId: string) {
  return db
    .select({
      id: cases.id,
      caseTypeName: cases.caseTypeName,
      status: cases.status,
      supportType: cases.supportType,
      description: cases.description,
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
      closedAt: cases.closedAt,
      solicitorName: sql<
        string | null
      >`case when ${solicitor.id} is null then null else ${fullName(solicitor)} end`,
    })
    .from(cases)
    .leftJoin(solicitor, eq(solicitor.id, cases.solicitorId))
    .where(eq(cases.clientId, userId))
    .orderBy(asc(cases.createdAt), asc(cases.id));
}

const changer = alias(users, 'changer');

export async function statusHistory(db: Db, caseIds: number[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      caseId: caseStatusChanges.caseId,
      fromStatus: caseStatusChanges.fromStatus,
      toStatus: caseStatusChanges.toStatus,
      reason: caseStatusChanges.reason,
      changedAt: caseStatusChanges.changedAt,
      changedByName: fullName(changer),
    })
    .from(caseStatusChanges)
    .innerJoin(changer, eq(changer.id, caseStatusChanges.changedBy))
    .where(inArray(caseStatusChanges.caseId, caseIds))
    .orderBy(asc(caseStatusChanges.changedAt), asc(caseStatusChanges.id));
}

export async function checklistOf(db: Db, caseIds: number[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      id: checklistItems.id,
      caseId: checklistItems.caseId,
      kind: checklistItems.kind,
      name: checklistItems.name,
      description: checklistItems.description,
      isRequired: checklistItems.isRequired,
      state: checklistItems.state,
      reasonCode: checklistItems.reasonCode,
      reason: checklistItems.reason,
      decidedAt: checklistItems.decidedAt,
      dueDate: checklistItems.dueDate,
    })
    .from(checklistItems)
    .where(inArray(checklistItems.caseId, caseIds))
    .orderBy(asc(checklistItems.caseId), asc(checklistItems.position), asc(checklistItems.id));
}

const uploader = alias(users, 'uploader');
const reviewer = alias(users, 'reviewer');

/** Every version of every document of the cases, oldest first within its item, with its stored file. */
export async function documentVersions(db: Db, caseIds: number[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      id: caseDocuments.id,
      caseId: caseDocuments.caseId,
      itemId: caseDocuments.checklistItemId,
      title: caseDocuments.title,
      storageKey: storedFiles.storageKey,
      originalName: storedFiles.originalName,
      contentType: storedFiles.contentType,
      sizeBytes: storedFiles.sizeBytes,
      sha256: storedFiles.sha256,
      uploadedAt: caseDocuments.uploadedAt,
      uploadedByName: fullName(uploader),
      isCurrent: sql<boolean>`${caseDocuments.replacedAt} is null`,
      reviewDecision: caseDocuments.reviewDecision,
      reasonCode: caseDocuments.reasonCode,
      reason: caseDocuments.reason,
      reviewedAt: caseDocuments.reviewedAt,
      reviewedByName: sql<
        string | null
      >`case when ${reviewer.id} is null then null else ${fullName(reviewer)} end`,
    })
    .from(caseDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
    .innerJoin(uploader, eq(uploader.id, caseDocuments.uploadedBy))
    .leftJoin(reviewer, eq(reviewer.id, caseDocuments.reviewedBy))
    .where(inArray(caseDocuments.caseId, caseIds))
    .orderBy(
      asc(caseDocuments.caseId),
      asc(caseDocuments.checklistItemId),
      asc(caseDocuments.uploadedAt),
      asc(caseDocuments.id),
    );
}

const author = alias(users, 'author');

/**
 * The notes of the cases the client may read: those shared with her and her own. Internal staff
 * notes are the firm's working papers and are left out here exactly as on her screen.
 */
export async function notesFor(db: Db, userId: string, caseIds: number[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      id: caseNotes.id,
      caseId: caseNotes.caseId,
      text: caseNotes.text,
      authorName: fullName(author),
      authorRole: author.role,
      writtenByThePerson: sql<boolean>`${caseNotes.authorId} = ${userId}`,
      createdAt: caseNotes.createdAt,
    })
    .from(caseNotes)
    .innerJoin(author, eq(author.id, caseNotes.authorId))
    .where(
      and(
        inArray(caseNotes.caseId, caseIds),
        or(eq(caseNotes.isSharedWithClient, true), eq(caseNotes.authorId, userId)),
      ),
    )
    .orderBy(asc(caseNotes.createdAt), asc(caseNotes.id));
}

/**
 * The firm's own reasons, which the person's copy shows as events without their details: a legal
 * hold's reason may be privileged, and the records of exports and erasures are the firm's.
 */
const FIRM_ONLY_DETAILS = [
  'case.legal_hold_placed',
  'case.legal_hold_lifted',
  'person.erasure_requested',
  'person.export_requested',
  'person.export_downloaded',
];

/** Audit events the person did, that concern her account, or that concern one of her cases, oldest first. */
export async function auditEventsAbout(db: Db, userId: string, caseIds: number[]) {
  const aboutCases =
    caseIds.length === 0
      ? sql`false`
      : and(
          eq(auditEvents.targetType, 'case'),
          inArray(
            auditEvents.targetId,
            caseIds.map((id) => String(id)),
          ),
        );
  return db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      action: auditEvents.action,
      actorUserId: auditEvents.actorUserId,
      actorIp: auditEvents.actorIp,
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
      details: sql<
        Record<string, unknown>
      >`case when ${inArray(auditEvents.action, FIRM_ONLY_DETAILS)} then '{}'::jsonb else ${auditEvents.details} end`,
    })
    .from(auditEvents)
    .where(
      or(
        eq(auditEvents.actorUserId, userId),
        and(eq(auditEvents.targetType, 'user'), eq(auditEvents.targetId, userId)),
        aboutCases,
      ),
    )
    .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id));
}

/** The e-mails the mail server took for the person's address (their subjects and times, no bodies). */
export async function emailsSentTo(db: Db, email: string) {
  return db
    .select({ subject: sentEmails.subject, sentAt: sentEmails.sentAt })
    .from(sentEmails)
    .where(sql`lower(${sentEmails.recipient}) = lower(${email})`)
    .orderBy(asc(sentEmails.sentAt), asc(sentEmails.id));
}
