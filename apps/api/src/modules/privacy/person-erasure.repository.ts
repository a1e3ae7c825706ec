import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditEvents,
  caseDocuments,
  cases,
  caseTypes,
  notifications,
  oneTimeTokens,
  personErasures,
  recoveryCodes,
  refreshTokens,
  resumableUploadAnswers,
  sentEmails,
  sessions,
  signInThrottle,
  storedFiles,
  subjectAccessExports,
  users,
} from '../../db/schema/index.ts';
import { eraseAfterSql } from './retention.repository.ts';

export type PersonRow = typeof users.$inferSelect;
export type ErasureRow = typeof personErasures.$inferSelect;

/** The person's erasure still to do (queued or running), or the one done, newest first. */
export async function erasuresOf(db: Db, userId: string): Promise<ErasureRow[]> {
  return db.select().from(personErasures).where(eq(personErasures.userId, userId));
}

/**
 * The cases where the person is the client, with what their type keeps them for. `eraseAfter` is
 * counted by the retention task's own expression (calendar months, in the database).
 */
export async function clientCases(db: Db, userId: string, lock = false) {
  const query = db
    .select({
      caseId: cases.id,
      caseTypeName: cases.caseTypeName,
      clientName: cases.clientName,
      status: cases.status,
      closedAt: cases.closedAt,
      legalHoldAt: cases.legalHoldAt,
      anonymisedAt: cases.anonymisedAt,
      retentionMonths: caseTypes.retentionMonths,
      // A fresh SQL around the shared one: mapWith sets the decoder on the object it is called on.
      eraseAfter: sql<Date | null>`${eraseAfterSql}`.mapWith((value: string | Date | null) =>
        value === null ? null : new Date(value),
      ),
    })
    .from(cases)
    .innerJoin(caseTypes, eq(caseTypes.id, cases.caseTypeId))
    .where(eq(cases.clientId, userId))
    .orderBy(asc(cases.id));
  // Inside the erasure, so that no case reopens or gains a hold between the check and the erasure.
  return lock ? query.for('update', { of: cases }) : query;
}

export type ClientCase = Awaited<ReturnType<typeof clientCases>>[number];

/** Stored files that go with the person: their cases' documents, their avatars, their staged uploads. */
function personFilesCondition(userId: string): SQL {
  return or(
    inArray(
      storedFiles.id,
      sql`(select ${caseDocuments.storedFileId} from ${caseDocuments} join ${cases} on ${cases.id} = ${caseDocuments.caseId} where ${cases.clientId} = ${userId})`,
    ),
    and(eq(storedFiles.ownerType, 'user-avatar'), eq(storedFiles.ownerId, userId)),
    and(eq(storedFiles.status, 'staged'), eq(storedFiles.uploadedBy, userId)),
  ) as SQL;
}

export async function previewCounts(db: Db, userId: string, now: Date) {
  const [documents] = await db
    .select({ n: count() })
    .from(caseDocuments)
    .innerJoin(cases, eq(cases.id, caseDocuments.caseId))
    .where(eq(cases.clientId, userId));
  const [files] = await db
    .select({
      n: count(),
      bytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)::bigint`.mapWith(Number),
    })
    .from(storedFiles)
    .where(personFilesCondition(userId));
  const [live] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > ${now}`));
  return {
    documents: documents?.n ?? 0,
    files: files?.n ?? 0,
    bytes: files?.bytes ?? 0,
    sessions: live?.n ?? 0,
  };
}

export async function lockAccount(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ isLocked: true, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * The person's row, locked until the transaction ends: two requests to erase the same person
 * (from two instances) take turns, so the second sees the first's erasure and is refused.
 */
export async function lockPerson(db: Db, userId: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function insertErasure(
  db: Db,
  values: { userId: string; requestedBy: string; reason: string; requestedAt: Date },
): Promise<ErasureRow> {
  const [row] = await db.insert(personErasures).values(values).returning();
  if (!row) throw new Error('person_erasures insert returned nothing');
  return row;
}

/**
 * The erasure, locked until the transaction ends. Not a claim (pg-boss gives its job to one run):
 * a run that outlived its job's hold and the retry that took the job over wait for each other
 * here, and the second finds the erasure done.
 */
export async function lockErasure(db: Db, id: number): Promise<ErasureRow | undefined> {
  const [row] = await db.select().from(personErasures).where(eq(personErasures.id, id)).for('update');
  return row;
}

export async function finishErasure(
  db: Db,
  erasure: ErasureRow,
  tombstoneId: number,
  now: Date,
  reason: string = erasure.reason,
): Promise<void> {
  await db
    .update(personErasures)
    .set({ status: 'done', finishedAt: now, tombstoneId, reason })
    .where(eq(personErasures.id, erasure.id));
}

/** Deletes the person's avatars and staged uploads (rows), answering their storage keys. */
export async function deleteOwnFiles(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(storedFiles)
    .where(
      or(
        and(eq(storedFiles.ownerType, 'user-avatar'), eq(storedFiles.ownerId, userId)),
        and(eq(storedFiles.status, 'staged'), eq(storedFiles.uploadedBy, userId)),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

/** Cases the person looks after as solicitor lose them; their copied name goes with them. */
export async function unassignSolicitor(db: Db, userId: string, now: Date): Promise<number[]> {
  const rows = await db
    .update(cases)
    .set({ solicitorId: null, solicitorName: null, updatedAt: now })
    .where(eq(cases.solicitorId, userId))
    .returning({ id: cases.id });
  return rows.map((row) => row.id);
}

/**
 * The user row stays (sessions, notes, reviews and audit events point at it) but says nothing of
 * the person: no name, an address that cannot receive mail, no password or second factor, locked.
 */
export async function anonymiseUser(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      email: `erased-${userId}@erased.invalid`,
      erasedAt: now,
      firstName: '',
      lastName: '',
      passwordHash: null,
      isLocked: true,
      mustChangePassword: false,
      passwordChangedAt: null,
      lastSignInAt: null,
      gender: null,
      phoneNumber: null,
      birthDate: null,
      avatarKey: null,
      country: null,
      state: null,
      city: null,
      postcode: null,
      address1: null,
      address2: null,
      mfaEnabled: false,
      totpSecretEnc: null,
      totpPendingSecretEnc: null,
      totpLastStep: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/**
 * Everything kept for the person's use of the product: sessions and their refresh tokens, links,
 * recovery codes, notifications (theirs, and others' that name them), upload answers, sign-in
 * failures counted against their address, the e-mails sent to them. Exports' zips are answered for
 * deletion from storage. Counts only.
 */
export async function deleteAccountTraces(
  db: Db,
  person: { id: string; email: string; lastName: string; fullName: string },
): Promise<{ sessions: number; notifications: number; exportKeys: string[]; sentEmails: number }> {
  const userId = person.id;
  const ownSessions = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  await db.delete(refreshTokens).where(inArray(refreshTokens.sessionId, ownSessions));
  const endedSessions = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  await db.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const naming = [
    sql`${notifications.userId} = ${userId}`,
    // A notification to someone else can carry the person's name (a client told who their solicitor is).
    namesPerson(sql`${notifications.params}::text`, person),
  ];
  const gone = await db
    .delete(notifications)
    .where(or(...naming))
    .returning({ id: notifications.id });
  await db.delete(resumableUploadAnswers).where(eq(resumableUploadAnswers.ownerId, userId));
  const email = person.email.trim().toLowerCase();
  await db.delete(signInThrottle).where(eq(signInThrottle.key, email));
  const exports = await db
    .delete(subjectAccessExports)
    .where(eq(subjectAccessExports.userId, userId))
    .returning({ storageKey: subjectAccessExports.storageKey });
  const mails = await db
    .delete(sentEmails)
    .where(eq(sql`lower(${sentEmails.recipient})`, email))
    .returning({ id: sentEmails.id });
  return {
    sessions: endedSessions.length,
    notifications: gone.length,
    exportKeys: exports.flatMap((row) => (row.storageKey ? [row.storageKey] : [])),
    sentEmails: mails.length,
  };
}

/**
 * Does a text (as SQL) name the person: their whole name or their surname as a word, in any case?
 * A search typed as "hassan" names Amina Hassan as much as "Amina Hassan" does. First names alone
 * are left: "Ali" would take every "validation" with it.
 */
export function namesPerson(text: SQL, person: { lastName: string; fullName: string }): SQL | undefined {
  const tests: SQL[] = [];
  const full = person.fullName.trim().toLowerCase();
  if (full) tests.push(sql`strpos(lower(${text}), ${full}) > 0`);
  const surname = person.lastName.trim().toLowerCase();
  if (surname.length >= 3) {
    // \m and \M: PostgreSQL's start and end of a word.
    tests.push(sql`lower(${text}) ~ ${`\\m${escapeRegex(surname)}\\M`}`);
  }
  return tests.length > 0 ? or(...tests) : undefined;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The audit events that tell of the person: those they did, those done to them, and any whose
 * details carry their id, e-mail address or name, the request for their erasure among them (its
 * reason was typed by an administrator and may name them). Only the record of the erasure itself,
 * which holds ids and counts, keeps its details.
 */
export function auditAboutPerson(person: {
  id: string;
  email: string;
  lastName: string;
  fullName: string;
}): SQL {
  const details = sql`${auditEvents.details}::text`;
  const mentions = [
    eq(auditEvents.actorUserId, person.id),
    and(eq(auditEvents.targetType, 'user'), eq(auditEvents.targetId, person.id)),
    // Events about something else that name them: a case's solicitor assigned, a user created.
    sql`strpos(${details}, ${person.id}) > 0`,
    sql`strpos(lower(${details}), ${person.email.trim().toLowerCase()}) > 0`,
    namesPerson(details, person),
  ];
  return and(sql`${auditEvents.action} <> 'person.erased'`, or(...mentions)) as SQL;
}

/**
 * The administrator's reason for the erasure stays (the firm's record of why), without the
 * person's name or address if it was typed into it.
 */
export function reasonWithoutPerson(
  reason: string,
  person: { email: string; firstName: string; lastName: string },
): string {
  let kept = reason;
  for (const word of [
    person.email,
    `${person.firstName} ${person.lastName}`,
    person.lastName,
    person.firstName,
  ]) {
    const trimmed = word.trim();
    if (trimmed.length < 2) continue;
    kept = kept.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(trimmed)}(?![\\p{L}\\p{N}])`, 'giu'),
      '[erased]',
    );
  }
  return kept;
}

/**
 * Every e-mail the background engine holds (send-email jobs, waiting or kept a week after they
 * ran), sealed: its recipient is known only by opening it. `waiting` when not yet delivered.
 */
export async function outboxMessages(
  db: Db,
): Promise<Array<{ id: string; sealed: string; waiting: boolean }>> {
  const result = (await db.execute(sql`
    select id::text as id, data->>'sealed' as sealed, state in ('created', 'retry', 'active') as waiting
    from pgboss.job where name = 'send-email' and data ? 'sealed'`)) as unknown as {
    rows: Array<{ id: string; sealed: string; waiting: boolean }>;
  };
  return result.rows;
}

export async function deleteOutboxMessages(db: Db, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await db.execute(
      sql`delete from pgboss.job where name = 'send-email' and id = any(${sql.param(ids)}::uuid[])`,
    );
}
