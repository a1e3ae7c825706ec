import { and, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditEvents,
  calendarEvents,
  caseDeadlineFacts,
  caseDocuments,
  caseNotes,
  caseReminders,
  caseStatusChanges,
  cases,
  checklistItems,
  documentChecks,
  documentTexts,
  keyDateChanges,
  keyDates,
  notifications,
  storedFiles,
  tasks,
} from '../../db/schema/index.ts';
import { queueFileDeletions } from './file-deletions.repository.ts';

/**
 * 'erase': everything of the case goes, its row too (retention, or a person erased whose case is past it).
 * 'anonymise': the contents go but the row stays, without what named the client (a person erased within retention).
 */
export type CaseErasureMode = 'erase' | 'anonymise';

export type CaseErasureCounts = { documents: number; files: number; bytes: number; notes: number };

/**
 * The stored files of a case: its documents' versions, whatever was claimed for the case, and the
 * templates the firm attached to documents it asked for. A case type's own templates (owned by the
 * type, shared by every case of it) are not the case's and stay.
 */
function caseFilesCondition(caseId: number): SQL {
  return sql`(
    ${storedFiles.id} in (select d.stored_file_id from case_documents d where d.case_id = ${caseId})
    or (${storedFiles.ownerType} = 'case-document' and ${storedFiles.ownerId} = ${String(caseId)})
    or (${storedFiles.ownerType} = 'checklist-item' and ${storedFiles.ownerId} in
        (select i.id::text from checklist_items i where i.case_id = ${caseId})))`;
}

/**
 * The audit events about a case: those on the case itself, the uploads of its files (on the file),
 * and document searches that found it (their details hold the words searched for, which may be a name).
 */
export function caseAuditCondition(caseId: number, fileIds: readonly string[]): SQL {
  const conditions: SQL[] = [
    sql`(${auditEvents.targetType} = 'case' and ${auditEvents.targetId} = ${String(caseId)})`,
    sql`(${auditEvents.action} = 'document.searched' and ${auditEvents.details}->'caseIds' @> ${JSON.stringify([caseId])}::jsonb)`,
  ];
  if (fileIds.length > 0) {
    conditions.push(
      sql`(${auditEvents.targetType} = 'file' and ${inArray(auditEvents.targetId, [...fileIds])})`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * Inside `tx`: deletes a case's documents, versions, extracted text, checks, notes, status-change
 * reasons (anonymise) or history (erase), notifications about it, its tasks, and in 'erase' mode the case row;
 * in 'anonymise' blanks description, client_name, search_text and sets anonymised_at (the caller
 * recomputes its stage: case-erasure.service.ts).
 * Queues its stored files in pending_file_deletions (reason), redacts audit events about the case.
 * Writes no tombstone: the caller does. Answers counts (never names).
 *
 * Children go before their parents, so no foreign key is ever left pointing at a deleted row. The
 * bytes are not touched here: a rollback must leave every file the rows still name.
 */
export async function eraseCaseContents(
  tx: Db,
  caseId: number,
  mode: CaseErasureMode,
  now: Date,
  reason: 'retention' | 'erasure',
): Promise<CaseErasureCounts> {
  const files = await tx
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey, sizeBytes: storedFiles.sizeBytes })
    .from(storedFiles)
    .where(caseFilesCondition(caseId));
  const fileIds = files.map((file) => file.id);
  await queueFileDeletions(
    tx,
    files.map((file) => file.storageKey),
    now,
    reason,
  );

  await tx.delete(documentTexts).where(eq(documentTexts.caseId, caseId));
  await tx.delete(documentChecks).where(eq(documentChecks.caseId, caseId));
  const documents = await tx
    .delete(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId))
    .returning({ id: caseDocuments.id });
  if (fileIds.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
  await tx.delete(caseReminders).where(eq(caseReminders.caseId, caseId));
  await tx.delete(checklistItems).where(eq(checklistItems.caseId, caseId));
  const notes = await tx
    .delete(caseNotes)
    .where(eq(caseNotes.caseId, caseId))
    .returning({ id: caseNotes.id });
  await tx.delete(notifications).where(eq(notifications.caseId, caseId));
  // The firm's tasks on the case: their titles and notes are working papers, as its notes are.
  await tx.delete(tasks).where(eq(tasks.caseId, caseId));
  // Whether she is detained or in supported accommodation is hers, as her documents are.
  await tx.delete(caseDeadlineFacts).where(eq(caseDeadlineFacts.caseId, caseId));
  // Her appointments name where she will be and the language she speaks (their reminders go with
  // them); the key dates stay as the case's history, without the words typed about them.
  await tx.delete(calendarEvents).where(eq(calendarEvents.caseId, caseId));
  await tx.update(keyDates).set({ waivedReason: null }).where(eq(keyDates.caseId, caseId));
  await tx
    .update(keyDateChanges)
    .set({ note: null })
    .where(
      inArray(
        keyDateChanges.keyDateId,
        tx.select({ id: keyDates.id }).from(keyDates).where(eq(keyDates.caseId, caseId)),
      ),
    );

  await redactAuditEvents(tx, caseAuditCondition(caseId, fileIds));

  if (mode === 'erase') {
    await tx.delete(caseStatusChanges).where(eq(caseStatusChanges.caseId, caseId));
    await tx.delete(cases).where(eq(cases.id, caseId));
  } else {
    // The history of statuses stays (what happened when); the words given for each change go.
    await tx
      .update(caseStatusChanges)
      .set({ reason: null })
      .where(and(eq(caseStatusChanges.caseId, caseId), isNotNull(caseStatusChanges.reason)));
    await tx
      .update(cases)
      .set({ description: null, clientName: '', searchText: '', anonymisedAt: now, updatedAt: now })
      .where(eq(cases.id, caseId));
  }

  return {
    documents: documents.length,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + Number(file.sizeBytes), 0),
    notes: notes.length,
  };
}

/**
 * Blanks details and actor_ip of the audit events matching `where`, under docket.audit_redaction.
 * The migration's trigger lets nothing else of an event change, and only while the setting is on in
 * this transaction; it is turned off again straight after, so nothing later in the transaction can
 * lean on it.
 */
export async function redactAuditEvents(tx: Db, where: SQL): Promise<number> {
  await tx.execute(sql`set local docket.audit_redaction = 'on'`);
  const redacted = await tx
    .update(auditEvents)
    .set({ details: {}, actorIp: null })
    .where(and(where, or(ne(auditEvents.details, sql`'{}'::jsonb`), isNotNull(auditEvents.actorIp))))
    .returning({ id: auditEvents.id });
  await tx.execute(sql`set local docket.audit_redaction = 'off'`);
  return redacted.length;
}
