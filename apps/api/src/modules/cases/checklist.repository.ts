import {
  type CaseStage,
  CHECKLIST_STATES,
  type ChecklistCounts,
  type ChecklistItem,
  type ChecklistVersion,
  CLIENT_FINDINGS,
  type DocumentCheck,
  type Role,
} from '@docket/contract';
import { and, asc, desc, eq, getTableName, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { caseDocuments, cases, type caseTypeDocuments, checklistItems } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/context.ts';
import { must } from '../../lib/must.ts';
import { visibleCasesCondition } from './cases.policy.ts';
import { neededItemSql } from './cases.read-model.ts';
import { isPastDue } from './checklist-rules.ts';

export type ItemRow = typeof checklistItems.$inferSelect;
export type VersionRow = typeof caseDocuments.$inferSelect;

/** The values an item of a document of the case's type copies from it (decision 025). */
export function itemValuesOf(definition: typeof caseTypeDocuments.$inferSelect) {
  return {
    definitionId: definition.id,
    kind: definition.kind,
    name: definition.name,
    description: definition.description,
    isRequired: definition.kind === 'required',
    templateKey: definition.templateKey,
    templateName: definition.templateName,
  } satisfies Partial<ItemRow>;
}

/**
 * The case's item; with `lock`, locked until the transaction ends, so that a review and an upload
 * of it do not interleave.
 */
export async function findItem(
  db: Db,
  caseId: number,
  itemId: number,
  options: { lock?: boolean } = {},
): Promise<ItemRow | undefined> {
  const query = db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.id, itemId), eq(checklistItems.caseId, caseId)));
  const [row] = await (options.lock ? query.for('update') : query);
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
  return must(row, 'the new version').id;
}

export async function insertItem(db: Db, values: typeof checklistItems.$inferInsert): Promise<ItemRow> {
  const [item] = await db.insert(checklistItems).values(values).returning();
  return must(item, 'the new checklist item');
}

/** The case's item of a document of its type, locked until the transaction ends; undefined if it has none. */
export async function lockItemOfDefinition(
  db: Db,
  caseId: number,
  definitionId: number,
): Promise<ItemRow | undefined> {
  const [item] = await db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.caseId, caseId), eq(checklistItems.definitionId, definitionId)))
    .for('update');
  return item;
}

/** Sets the given columns of the item. */
export async function updateItem(db: Db, itemId: number, values: Partial<ItemRow>): Promise<void> {
  await db.update(checklistItems).set(values).where(eq(checklistItems.id, itemId));
}

/** The firm's decision on a version, on the version itself. */
export async function recordVersionReview(
  db: Db,
  versionId: number,
  values: Pick<VersionRow, 'reviewDecision' | 'reasonCode' | 'reason' | 'reviewedBy' | 'reviewedAt'>,
): Promise<void> {
  await db.update(caseDocuments).set(values).where(eq(caseDocuments.id, versionId));
}

/** An item as the checklist statement returns it: times as PostgreSQL's JSON writes them. */
type ItemJson = Omit<ChecklistItem, 'isOverdue' | 'versions' | 'decidedAt'> & {
  decidedAt: string | null;
  versions: Array<
    Omit<ChecklistVersion, 'uploadedAt' | 'reviewedAt' | 'check'> & {
      uploadedAt: string;
      reviewedAt: string | null;
      check: (Omit<DocumentCheck, 'checkedAt'> & { checkedAt: string | null }) | null;
    }
  >;
};

/**
 * A case's items in order, each with its versions newest first (every version, or only the
 * current one, by the `allVersions` placeholder). The outer row is named `cases.` by hand.
 */
const itemsJson = sql<ItemJson[]>`coalesce((
  select json_agg(json_build_object(
           'id', i.id, 'kind', i.kind, 'name', i.name, 'description', i.description,
           'isRequired', i.is_required, 'state', i.state, 'reasonCode', i.reason_code, 'reason', i.reason,
           'decidedAt', i.decided_at, 'dueDate', i.due_date, 'templateUrl', i.template_key,
           'orignalFileName', i.template_name, 'definitionId', i.definition_id,
           'versions', coalesce((
             select json_agg(json_build_object(
                      'id', cd.id, 'filePath', f.storage_key, 'fileName', f.original_name,
                      'contentType', f.content_type, 'fileSize', f.size_bytes, 'uploadedAt', cd.uploaded_at,
                      'uploadedByName', u.first_name || ' ' || u.last_name, 'isCurrent', cd.replaced_at is null,
                      'reviewDecision', cd.review_decision, 'reasonCode', cd.reason_code, 'reason', cd.reason,
                      'reviewedAt', cd.reviewed_at, 'reviewedByName', r.first_name || ' ' || r.last_name,
                      'check', case when dc.id is null then null else json_build_object(
                        'status', dc.status, 'findings', dc.findings, 'confidence', dc.confidence,
                        'pages', dc.pages, 'checkedAt', dc.checked_at) end)
                    order by cd.uploaded_at desc, cd.id desc)
             from case_documents cd
             join stored_files f on f.id = cd.stored_file_id
             join users u on u.id = cd.uploaded_by
             left join users r on r.id = cd.reviewed_by
             left join document_checks dc on dc.document_id = cd.id
             where cd.checklist_item_id = i.id and (${sql.placeholder('allVersions')} or cd.replaced_at is null)), '[]'))
         order by i.position, i.id)
  from checklist_items i where i.case_id = cases.id), '[]')`;

function prepareChecklist(db: Db, role: Role) {
  return db
    .select({ stage: cases.stage, items: itemsJson })
    .from(cases)
    .where(
      and(
        eq(cases.id, sql.placeholder('caseId')),
        visibleCasesCondition({ role, userId: sql.placeholder('userId') }),
      ),
    )
    .prepare(`docket_case_checklist_${role.toLowerCase()}`);
}

/** One statement per role, as the visibility rule differs; each prepared once per database. */
const checklistByRole = {
  Admin: preparedPerDb((db) => prepareChecklist(db, 'Admin')),
  Client: preparedPerDb((db) => prepareChecklist(db, 'Client')),
  Solicitor: preparedPerDb((db) => prepareChecklist(db, 'Solicitor')),
} satisfies Record<Role, unknown>;

const iso = (time: string | null) => (time === null ? null : new Date(time).toISOString());

type CheckJson = NonNullable<ItemJson['versions'][number]['check']>;

/**
 * A version's check as the actor may see it. A client hears only how to send a better photo and
 * which pages are missing (CLIENT_FINDINGS), never a legal judgement such as "expired": that is
 * the solicitor's to make, so it is cut here, on the server, not hidden by the screen.
 */
function checkSeenBy(role: Role, check: CheckJson | null): DocumentCheck | null {
  if (check === null) return null;
  const findings =
    role === 'Client' ? check.findings.filter((f) => CLIENT_FINDINGS.includes(f.code)) : check.findings;
  return { ...check, findings, checkedAt: iso(check.checkedAt) };
}

/**
 * The checklist of a case the actor may see, in one round trip: its stage, and its items with
 * their versions (every version for staff, the current one for the client) and counts per state;
 * undefined, exactly as for a case that does not exist, when the actor may not see it.
 */
export async function findChecklistVisibleTo(
  db: Db,
  actor: Actor,
  caseId: number,
  today: string,
): Promise<{ stage: CaseStage; counts: ChecklistCounts; items: ChecklistItem[] } | undefined> {
  const [row] = await checklistByRole[actor.role](db).execute({
    caseId,
    userId: actor.userId,
    allVersions: actor.role !== 'Client',
  });
  if (!row) return undefined;
  const counts = Object.fromEntries(CHECKLIST_STATES.map((state) => [state, 0])) as ChecklistCounts;
  const items = row.items.map((item): ChecklistItem => {
    counts[item.state] += 1;
    const needed = item.state === 'Missing' || item.state === 'Rejected';
    return {
      ...item,
      decidedAt: iso(item.decidedAt),
      isOverdue: needed && isPastDue(item.dueDate, today),
      versions: item.versions.map((version) => ({
        ...version,
        fileSize: Number(version.fileSize),
        uploadedAt: new Date(version.uploadedAt).toISOString(),
        reviewedAt: iso(version.reviewedAt),
        check: checkSeenBy(actor.role, version.check),
      })),
    };
  });
  return { stage: row.stage, counts, items };
}

/**
 * The items still needed from the client (decision 025): a required or requested document not sent
 * yet, or any document the firm sent back. The read model counts by the same rule, neededItemSql.
 */
export async function neededItems(db: Db, caseId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(checklistItems)
    .where(and(eq(checklistItems.caseId, caseId), neededItemSql(getTableName(checklistItems))))
    .orderBy(asc(checklistItems.position), asc(checklistItems.id));
}

type CaseIdRows = { rows: Array<{ case_id: number }> };

const caseIdsOf = (changed: CaseIdRows) => [...new Set(changed.rows.map((row) => row.case_id))];

/**
 * On open cases, deletes the items of these documents that nothing was sent for; answers the ids
 * of the cases that lost one.
 */
export async function deleteUnsentItemsOf(db: Db, definitionIds: number[]): Promise<number[]> {
  const dropped = (await db.execute(sql`
    delete from checklist_items i
    where i.definition_id in (${sql.join(
      definitionIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and not exists (select 1 from case_documents cd where cd.checklist_item_id = i.id)
      and exists (select 1 from cases c where c.id = i.case_id and c.status <> 'Closed')
    returning i.case_id`)) as unknown as CaseIdRows;
  return caseIdsOf(dropped);
}

/**
 * On the type's open cases, inserts an item, Missing from now, for each document the type asks
 * for that the case has none for; answers the ids of the cases that got one.
 */
export async function insertItemsTypeAsksFor(db: Db, caseTypeId: number, now: Date): Promise<number[]> {
  const added = (await db.execute(sql`
    insert into checklist_items (case_id, definition_id, kind, name, description, is_required,
      template_key, template_name, state, needed_since, position, created_at, updated_at)
    select c.id, d.id, d.kind, d.name, d.description, d.kind = 'required', d.template_key, d.template_name,
      'Missing', ${now}, d.position + case when d.kind = 'required' then 0 else 10000 end, ${now}, ${now}
    from cases c
    join case_type_documents d on d.case_type_id = c.case_type_id
    where c.case_type_id = ${caseTypeId} and c.status <> 'Closed' and d.archived_at is null
      and (d.kind = 'required' or d.support_type = c.support_type)
      and not exists (select 1 from checklist_items i where i.case_id = c.id and i.definition_id = d.id)
    returning case_id`)) as unknown as CaseIdRows;
  return caseIdsOf(added);
}
