import { type AnyColumn, and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  auditEvents,
  calendarEvents,
  caseDeadlineFacts,
  caseDocuments,
  caseNotes,
  caseStatusChanges,
  cases,
  checklistItems,
  keyDates,
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
 * The export, marked building, unless it is built already (ready, failed, expired) or gone with its
 * person. One left building (a run cut short) is built again: its job's retry is the only run.
 */
export async function startBuild(db: Db, id: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .update(subjectAccessExports)
    .set({ status: 'building' })
    .where(and(eq(subjectAccessExports.id, id), inArray(subjectAccessExports.status, ['queued', 'building'])))
    .returning();
  return row;
}

/**
 * Ends a build while the export is still building: a run that outlived its job's hold and finishes
 * after the retry that took it over, or one whose export went with an erasure meanwhile, is told
 * so by false.
 */
export async function finishBuild(
  db: Db,
  id: string,
  values: Partial<
    Pick<
      ExportRow,
      'status' | 'storageKey' | 'sizeBytes' | 'sha256' | 'fileCount' | 'readyAt' | 'expiresAt' | 'failureCode'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(subjectAccessExports)
    .set(values)
    .where(and(eq(subjectAccessExports.id, id), eq(subjectAccessExports.status, 'building')))
    .returning({ id: subjectAccessExports.id });
  return rows.length > 0;
}

/**
 * Ready exports whose download time is over, oldest first. A plain read, with no lock and no
 * skipping: only the `expired-exports` schedule expires exports, and the engine runs a schedule
 * once across instances (pg-boss's claim), so no other run is at these rows. An erasure that
 * deletes one meanwhile leaves markExpired nothing to change, and its zip to the erasure's deletions.
 */
export async function expiredExports(db: Db, now: Date, limit: number) {
  return db
    .select({ id: subjectAccessExports.id, storageKey: subjectAccessExports.storageKey })
    .from(subjectAccessExports)
    .where(and(eq(subjectAccessExports.status, 'ready'), lte(subjectAccessExports.expiresAt, now)))
    .orderBy(asc(subjectAccessExports.expiresAt))
    .limit(limit);
}

export async function markExpired(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(subjectAccessExports)
    .set({ status: 'expired', storageKey: null })
    .where(and(inArray(subjectAccessExports.id, ids), eq(subjectAccessExports.status, 'ready')));
}

// What an export holds about one person. Reads, each one statement.

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
 * The dates of her cases shared with her: the key dates and appointments marked for her, as her
 * screens show them. The firm's internal deadlines are its working papers, left out as its internal
 * notes are.
 */
export async function sharedDatesOf(db: Db, caseIds: number[]) {
  if (caseIds.length === 0) return { keyDates: [], events: [], facts: [] };
  const [dates, appointments, facts] = await Promise.all([
    db
      .select({
        caseId: keyDates.caseId,
        label: keyDates.label,
        dueDate: keyDates.safeDueDate,
        status: keyDates.status,
      })
      .from(keyDates)
      .where(and(inArray(keyDates.caseId, caseIds), eq(keyDates.clientVisible, true)))
      .orderBy(asc(keyDates.safeDueDate), asc(keyDates.id)),
    db
      .select({
        caseId: calendarEvents.caseId,
        kind: calendarEvents.kind,
        startsAt: calendarEvents.startsAt,
        endsAt: calendarEvents.endsAt,
        location: calendarEvents.location,
        remoteLink: calendarEvents.remoteLink,
        interpreterLanguage: calendarEvents.interpreterLanguage,
        interpreterDialect: calendarEvents.interpreterDialect,
        interpreterBooked: calendarEvents.interpreterBooked,
        cancelledAt: calendarEvents.cancelledAt,
      })
      .from(calendarEvents)
      .where(and(inArray(calendarEvents.caseId, caseIds), eq(calendarEvents.clientVisible, true)))
      .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id)),
    // What the firm recorded of her situation to count her time limits: hers, as her documents are.
    db
      .select({
        caseId: caseDeadlineFacts.caseId,
        location: caseDeadlineFacts.location,
        detained: caseDeadlineFacts.detained,
        acceleratedDetained: caseDeadlineFacts.acceleratedDetained,
        nassAccommodation: caseDeadlineFacts.nassAccommodation,
        recordedAt: caseDeadlineFacts.updatedAt,
      })
      .from(caseDeadlineFacts)
      .where(inArray(caseDeadlineFacts.caseId, caseIds))
      .orderBy(asc(caseDeadlineFacts.caseId)),
  ]);
  return { keyDates: dates, events: appointments, facts };
}

/**
 * The firm's own reasons, which the person's copy shows as events without their details: a legal
 * hold's reason may be privileged, the records of exports and erasures are the firm's, and so are
 * its deadlines' labels.
 */
const FIRM_ONLY_DETAILS = [
  'case.legal_hold_placed',
  'case.legal_hold_lifted',
  'person.erasure_requested',
  'person.export_requested',
  'person.export_downloaded',
  // The firm's deadlines and appointments on her case: those shared with her are in dates.json;
  // the labels of the others are its working papers, as its internal notes are.
  'key_date.added',
  'key_date.completed',
  'key_date.waived',
  'key_date.due_changed',
  'key_date.change_accepted',
  'key_date.missed',
  'key_date.letter_added',
  'key_date.superseded',
  'case.event_added',
  'case.event_cancelled',
  // Its tasks are the firm's own work on her case, never hers to see (decision 048).
  'task.added',
  'task.updated',
  'task.completed',
  'task.cancelled',
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
