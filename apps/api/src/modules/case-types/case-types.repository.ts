import { type CaseType, DOCUMENT_KINDS, type DocumentDefinition, type DocumentKind } from '@docket/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseDocuments, cases, caseTypeDocuments, caseTypes, checklistItems } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

type TypeRow = typeof caseTypes.$inferSelect;
type DocumentRow = typeof caseTypeDocuments.$inferSelect;

function toDefinition(doc: DocumentRow): DocumentDefinition {
  return {
    id: doc.id,
    documentName: doc.name,
    description: doc.description,
    isRequired: doc.kind === 'required',
    templateUrl: doc.templateKey,
    orignalFileName: doc.templateName,
    supportType: doc.kind === 'eligibility' ? doc.supportType : null,
    checkKind: isDocumentKind(doc.checkKind) ? doc.checkKind : null,
    maxAgeMonths: doc.maxAgeMonths,
  };
}

/** The column is plain text: a kind a later release dropped reads as none rather than failing the answer. */
const isDocumentKind = (value: string | null): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly (string | null)[]).includes(value);

function toCaseType(row: TypeRow, docs: DocumentRow[]): CaseType {
  const own = docs.filter((d) => d.caseTypeId === row.id);
  return {
    id: row.id,
    caseTypeName: row.name,
    requiresEligibilityDocuments: row.requiresEligibilityDocuments,
    requiresSupportTypeDocuments: row.requiresSupportTypeDocuments,
    allowedSupportTypes: row.allowedSupportTypes,
    requiredDocuments: own.filter((d) => d.kind === 'required').map(toDefinition),
    eligibilityDocuments: own.filter((d) => d.kind === 'eligibility').map(toDefinition),
    isArchived: row.archivedAt !== null,
    reminderDays: row.reminderDays,
    retentionMonths: row.retentionMonths,
  };
}

async function activeDocumentsOf(db: Db, typeIds: number[]): Promise<DocumentRow[]> {
  if (typeIds.length === 0) return [];
  return db
    .select()
    .from(caseTypeDocuments)
    .where(and(inArray(caseTypeDocuments.caseTypeId, typeIds), isNull(caseTypeDocuments.archivedAt)))
    .orderBy(asc(caseTypeDocuments.position), asc(caseTypeDocuments.id));
}

/** The types offered for new cases, with their current documents; two queries whatever the count. */
export async function listActiveCaseTypes(db: Db): Promise<CaseType[]> {
  const rows = await db
    .select()
    .from(caseTypes)
    .where(isNull(caseTypes.archivedAt))
    .orderBy(asc(caseTypes.name));
  const docs = await activeDocumentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCaseType(row, docs));
}

export async function findCaseType(db: Db, id: number): Promise<CaseType | undefined> {
  const [row] = await db.select().from(caseTypes).where(eq(caseTypes.id, id));
  return row ? toCaseType(row, await activeDocumentsOf(db, [row.id])) : undefined;
}

export async function findTypeRow(db: Db, id: number): Promise<TypeRow | undefined> {
  const [row] = await db.select().from(caseTypes).where(eq(caseTypes.id, id));
  return row;
}

export async function activeNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: caseTypes.id })
    .from(caseTypes)
    .where(and(sql`lower(${caseTypes.name}) = ${name.toLowerCase()}`, isNull(caseTypes.archivedAt)));
  return row !== undefined && row.id !== exceptId;
}

export async function isCaseTypeUsed(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cases.id }).from(cases).where(eq(cases.caseTypeId, id)).limit(1);
  return row !== undefined;
}

/** Whether cases hold files for the document, or items of it: then it is archived, not deleted. */
export async function isDocumentDefinitionUsed(db: Db, id: number): Promise<boolean> {
  const used = sql`exists (select 1 from ${caseDocuments} where ${caseDocuments.documentDefinitionId} = ${id})
    or exists (select 1 from ${checklistItems} where ${checklistItems.definitionId} = ${id})`;
  const result = (await db.execute(sql`select ${used} as used`)) as unknown as {
    rows: Array<{ used: boolean }>;
  };
  return must(result.rows[0], 'the answer of a select').used;
}

export async function documentRowsOf(db: Db, typeId: number): Promise<DocumentRow[]> {
  return activeDocumentsOf(db, [typeId]);
}
