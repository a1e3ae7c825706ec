import type { ChecklistCounts, ChecklistItem, ChecklistVersion } from '@docket/contract';
import { CHECKLIST_STATES } from '@docket/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { caseDocuments, checklistItems, storedFiles, users } from '../../db/schema/index.ts';

export type ItemRow = typeof checklistItems.$inferSelect;
export type VersionRow = typeof caseDocuments.$inferSelect;

export async function findItem(db: Db, caseId: number, itemId: number): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.id, itemId), eq(checklistItems.caseId, caseId)));
  return row;
}

/** The item's newest version, the one the firm reviews. */
export async function currentVersion(db: Db, itemId: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(caseDocuments)
    .where(and(eq(caseDocuments.checklistItemId, itemId), isNull(caseDocuments.replacedAt)))
    .orderBy(desc(caseDocuments.uploadedAt), desc(caseDocuments.id))
    .limit(1);
  return row;
}

export async function nextPosition(db: Db, caseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${checklistItems.position}), 0)::int + 1` })
    .from(checklistItems)
    .where(eq(checklistItems.caseId, caseId));
  return row?.n ?? 1;
}

/** Adds a version to an item: the one it replaces stays on record, no longer current. */
export async function insertVersion(
  db: Db,
  item: ItemRow,
  values: { storedFileId: string; uploadedBy: string; now: Date },
): Promise<number> {
  await db
    .update(caseDocuments)
    .set({ replacedAt: values.now })
    .where(and(eq(caseDocuments.checklistItemId, item.id), isNull(caseDocuments.replacedAt)));
  const [row] = await db
    .insert(caseDocuments)
    .values({
      caseId: item.caseId,
      checklistItemId: item.id,
      documentDefinitionId: item.definitionId,
      // The spec's document types: a case type's own, or any other document of the case.
      kind: item.kind === 'required' || item.kind === 'eligibility' ? item.kind : 'additional',
      title: item.definitionId ? null : item.name,
      storedFileId: values.storedFileId,
      uploadedBy: values.uploadedBy,
      uploadedAt: values.now,
    })
    .returning({ id: caseDocuments.id });
  return row!.id;
}

type VersionWithNames = {
  version: VersionRow;
  file: { storageKey: string; originalName: string; contentType: string; sizeBytes: number };
  uploaderFirst: string;
  uploaderLast: string;
  reviewerFirst: string | null;
  reviewerLast: string | null;
};

function toVersion(row: VersionWithNames): ChecklistVersion {
  const { version, file } = row;
  return {
    id: version.id,
    filePath: file.storageKey,
    fileName: file.originalName,
    contentType: file.contentType,
    fileSize: file.sizeBytes,
    uploadedAt: version.uploadedAt.toISOString(),
    uploadedByName: `${row.uploaderFirst} ${row.uploaderLast}`,
    isCurrent: version.replacedAt === null,
    reviewDecision: version.reviewDecision,
    reasonCode: (version.reasonCode as ChecklistVersion['reasonCode']) ?? null,
    reason: version.reason,
    reviewedAt: version.reviewedAt?.toISOString() ?? null,
    reviewedByName: row.reviewerFirst ? `${row.reviewerFirst} ${row.reviewerLast}` : null,
  };
}

const reviewer = alias(users, 'reviewer');

/**
 * A case's items in order, each with its versions newest first: every version, or only the
 * current one (what a client sees). Two statements, whatever the number of items.
 */
export async function listItemsWithVersions(
  db: Db,
  caseId: number,
  options: { allVersions: boolean; today: string },
): Promise<{ items: ChecklistItem[]; counts: ChecklistCounts }> {
  const [items, versions] = await Promise.all([
    db
      .select()
      .from(checklistItems)
      .where(eq(checklistItems.caseId, caseId))
      .orderBy(asc(checklistItems.position), asc(checklistItems.id)),
    db
      .select({
        version: caseDocuments,
        file: {
          storageKey: storedFiles.storageKey,
          originalName: storedFiles.originalName,
          contentType: storedFiles.contentType,
          sizeBytes: storedFiles.sizeBytes,
        },
        uploaderFirst: users.firstName,
        uploaderLast: users.lastName,
        reviewerFirst: reviewer.firstName,
        reviewerLast: reviewer.lastName,
      })
      .from(caseDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
      .innerJoin(users, eq(users.id, caseDocuments.uploadedBy))
      .leftJoin(reviewer, eq(reviewer.id, caseDocuments.reviewedBy))
      .where(
        and(
          eq(caseDocuments.caseId, caseId),
          sql`${caseDocuments.checklistItemId} is not null`,
          options.allVersions ? undefined : isNull(caseDocuments.replacedAt),
        ),
      )
      .orderBy(desc(caseDocuments.uploadedAt), desc(caseDocuments.id)),
  ]);
  const byItem = new Map<number, ChecklistVersion[]>();
  for (const row of versions) {
    const list = byItem.get(row.version.checklistItemId!) ?? [];
    list.push(toVersion(row));
    byItem.set(row.version.checklistItemId!, list);
  }
  const counts = Object.fromEntries(CHECKLIST_STATES.map((state) => [state, 0])) as ChecklistCounts;
  const out = items.map((item): ChecklistItem => {
    counts[item.state] += 1;
    const needed = item.state === 'Missing' || item.state === 'Rejected';
    return {
      id: item.id,
      kind: item.kind,
      name: item.name,
      description: item.description,
      isRequired: item.isRequired,
      state: item.state,
      reasonCode: (item.reasonCode as ChecklistItem['reasonCode']) ?? null,
      reason: item.reason,
      decidedAt: item.decidedAt?.toISOString() ?? null,
      dueDate: item.dueDate,
      isOverdue: needed && item.dueDate !== null && item.dueDate < options.today,
      templateUrl: item.templateKey,
      orignalFileName: item.templateName,
      definitionId: item.definitionId,
      versions: byItem.get(item.id) ?? [],
    };
  });
  return { items: out, counts };
}

/** The items still needed from the client: required or requested, and Missing or Rejected. */
export async function neededItems(db: Db, caseId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(checklistItems)
    .where(
      and(
        eq(checklistItems.caseId, caseId),
        eq(checklistItems.isRequired, true),
        sql`${checklistItems.state} in ('Missing', 'Rejected')`,
      ),
    )
    .orderBy(asc(checklistItems.position), asc(checklistItems.id));
}
