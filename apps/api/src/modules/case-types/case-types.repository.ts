import { type CaseType, DOCUMENT_KINDS, type DocumentDefinition, type DocumentKind } from '@docket/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseDocuments, cases, caseTypeDocuments, caseTypes, checklistItems } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

type TypeRow = typeof caseTypes.$inferSelect;
export type DocumentRow = typeof caseTypeDocuments.$inferSelect;
/** What a save of a case type sets on its row. */
export type CaseTypeValues = Omit<typeof caseTypes.$inferInsert, 'id' | 'createdAt' | 'createdBy'>;

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

export async function insertCaseType(
  db: Db,
  values: CaseTypeValues & { createdBy: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(caseTypes).values(values).returning({ id: caseTypes.id });
  return must(row, 'the new case type').id;
}

export async function updateCaseTypeRow(db: Db, id: number, values: CaseTypeValues): Promise<void> {
  await db.update(caseTypes).set(values).where(eq(caseTypes.id, id));
}

export async function archiveCaseType(db: Db, id: number, now: Date): Promise<void> {
  await db.update(caseTypes).set({ archivedAt: now }).where(eq(caseTypes.id, id));
}

export async function deleteCaseTypeRow(db: Db, id: number): Promise<void> {
  await db.delete(caseTypes).where(eq(caseTypes.id, id));
}

export async function insertDocument(db: Db, values: typeof caseTypeDocuments.$inferInsert): Promise<number> {
  const [row] = await db.insert(caseTypeDocuments).values(values).returning({ id: caseTypeDocuments.id });
  return must(row, 'the new document').id;
}

export async function updateDocument(
  db: Db,
  id: number,
  values: Partial<typeof caseTypeDocuments.$inferInsert>,
): Promise<void> {
  await db.update(caseTypeDocuments).set(values).where(eq(caseTypeDocuments.id, id));
}

export async function setTemplate(
  db: Db,
  id: number,
  templateKey: string,
  templateName: string,
): Promise<void> {
  await updateDocument(db, id, { templateKey, templateName });
}

export async function archiveDocument(db: Db, id: number, now: Date): Promise<void> {
  await updateDocument(db, id, { archivedAt: now });
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.delete(caseTypeDocuments).where(eq(caseTypeDocuments.id, id));
}

export async function findDocumentOfType(
  db: Db,
  caseTypeId: number,
  definitionId: number,
): Promise<DocumentRow | undefined> {
  const [definition] = await db
    .select()
    .from(caseTypeDocuments)
    .where(and(eq(caseTypeDocuments.id, definitionId), eq(caseTypeDocuments.caseTypeId, caseTypeId)));
  return definition;
}

/** The eligibility documents for one support type of every case type on offer (or of one), in order. */
export async function findEligibilityDocuments(db: Db, supportType: number, caseTypeId?: number) {
  const conditions = [
    isNull(caseTypes.archivedAt),
    isNull(caseTypeDocuments.archivedAt),
    eq(caseTypeDocuments.kind, 'eligibility'),
    eq(caseTypeDocuments.supportType, supportType),
  ];
  if (caseTypeId) conditions.push(eq(caseTypes.id, caseTypeId));
  return db
    .select({ type: caseTypes, doc: caseTypeDocuments })
    .from(caseTypeDocuments)
    .innerJoin(caseTypes, eq(caseTypes.id, caseTypeDocuments.caseTypeId))
    .where(and(...conditions))
    .orderBy(asc(caseTypes.name), asc(caseTypeDocuments.position), asc(caseTypeDocuments.id));
}

/** Case types on offer whose name matches the LIKE pattern (the search box). */
export async function findCaseTypesMatching(db: Db, pattern: string, limit: number) {
  return db
    .select({ id: caseTypes.id, caseTypeName: caseTypes.name })
    .from(caseTypes)
    .where(and(isNull(caseTypes.archivedAt), sql`lower(${caseTypes.name}) like ${pattern}`))
    .orderBy(asc(caseTypes.name))
    .limit(limit);
}
