import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseTypeDocuments, caseTypes } from '../../db/schema/index.ts';

/** For one support type: the eligibility documents each case type on offer asks for. */
export async function supportRequirements(db: Db, supportType: number, caseTypeId?: number) {
  const conditions = [
    isNull(caseTypes.archivedAt),
    isNull(caseTypeDocuments.archivedAt),
    eq(caseTypeDocuments.kind, 'eligibility'),
    eq(caseTypeDocuments.supportType, supportType),
  ];
  if (caseTypeId) conditions.push(eq(caseTypes.id, caseTypeId));
  const rows = await db
    .select({ type: caseTypes, doc: caseTypeDocuments })
    .from(caseTypeDocuments)
    .innerJoin(caseTypes, eq(caseTypes.id, caseTypeDocuments.caseTypeId))
    .where(and(...conditions))
    .orderBy(asc(caseTypes.name), asc(caseTypeDocuments.position), asc(caseTypeDocuments.id));
  const grouped = new Map<number, { caseTypeId: number; caseTypeName: string; documents: unknown[] }>();
  for (const { type, doc } of rows) {
    const entry = grouped.get(type.id) ?? { caseTypeId: type.id, caseTypeName: type.name, documents: [] };
    entry.documents.push({
      id: doc.id,
      documentName: doc.name,
      description: doc.description,
      templateUrl: doc.templateKey,
      orignalFileName: doc.templateName,
      supportType: doc.supportType,
    });
    grouped.set(type.id, entry);
  }
  return [...grouped.values()] as Array<{
    caseTypeId: number;
    caseTypeName: string;
    documents: Array<{
      id: number;
      documentName: string;
      description: string | null;
      templateUrl: string | null;
      orignalFileName: string | null;
      supportType: number | null;
    }>;
  }>;
}
