import type { CaseListItem } from '@docket/contract';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../../db/schema/index.ts';

/**
 * Recomputes the copied names and search text of the cases matching `where`, from their case
 * type, client and solicitor. Called inside the transaction of any change to those.
 */
export async function refreshCaseReadModel(db: Db, where: SQL): Promise<void> {
  await db
    .update(cases)
    .set({
      caseTypeName: sql`(select ct.name from case_types ct where ct.id = ${cases.caseTypeId})`,
      clientName: sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${cases.clientId})`,
      solicitorName: sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${cases.solicitorId})`,
      searchText: sql`lower(concat_ws(' ',
        (select ct.name from case_types ct where ct.id = ${cases.caseTypeId}),
        (select u.first_name || ' ' || u.last_name from users u where u.id = ${cases.clientId}),
        (select u.first_name || ' ' || u.last_name from users u where u.id = ${cases.solicitorId}),
        ${cases.description}))`,
    })
    .where(where);
}

export const refreshCase = (db: Db, caseId: number) => refreshCaseReadModel(db, eq(cases.id, caseId));

/** After a person's name changes: the cases where they are the client or the solicitor. */
export const refreshCasesOfUser = (db: Db, userId: string) =>
  refreshCaseReadModel(db, or(eq(cases.clientId, userId), eq(cases.solicitorId, userId))!);

/** After a case type is renamed. */
export const refreshCasesOfType = (db: Db, caseTypeId: number) =>
  refreshCaseReadModel(db, eq(cases.caseTypeId, caseTypeId));

/** A case row as the list shows it. */
export function toListItem(row: typeof cases.$inferSelect): CaseListItem {
  return {
    id: row.id,
    caseTypeId: row.caseTypeId,
    caseTypeName: row.caseTypeName,
    clientId: row.clientId,
    clientName: row.clientName,
    solicitorId: row.solicitorId,
    solicitorName: row.solicitorName,
    supportType: row.supportType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
