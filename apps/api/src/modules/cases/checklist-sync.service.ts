import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshChecklistSummaries } from './cases.read-model.ts';

type CaseIdRows = { rows: Array<{ case_id: number }> };

/** Recomputes the stages of the cases whose items a statement changed (its `returning case_id`). */
async function refreshChanged(db: Db, changed: CaseIdRows): Promise<void> {
  const caseIds = [...new Set(changed.rows.map((row) => row.case_id))];
  if (caseIds.length === 0) return;
  await refreshChecklistSummaries(db, sql`c.id = any(${sql.param(caseIds)}::integer[])`);
}

/**
 * Before a case type's documents are removed: on open cases, the items of those documents that
 * nothing was sent for go (they ask for what the type no longer asks for), and those cases' stages
 * are recomputed; items with files stay, with their files, and closed cases keep their checklists
 * as they were (the document is then archived, not deleted).
 */
export async function dropUnsentItemsOf(db: Db, definitionIds: number[]): Promise<void> {
  if (definitionIds.length === 0) return;
  const dropped = (await db.execute(sql`
    delete from checklist_items i
    where i.definition_id in (${sql.join(
      definitionIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and not exists (select 1 from case_documents cd where cd.checklist_item_id = i.id)
      and exists (select 1 from cases c where c.id = i.case_id and c.status <> 'Closed')
    returning i.case_id`)) as unknown as CaseIdRows;
  await refreshChanged(db, dropped);
}

/**
 * After a case type's documents change: each of its open cases gets an item, Missing from now, for
 * a document the type now asks for that it has none for (a required one, or an eligibility document
 * of its support type), and the stages of the cases that got one are recomputed. Closed cases keep
 * their checklists as they were.
 */
export async function syncOpenChecklists(db: Db, caseTypeId: number, now: Date): Promise<void> {
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
  await refreshChanged(db, added);
}
