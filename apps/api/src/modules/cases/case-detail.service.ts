import type { CaseDetail, CaseDocument } from '@docket/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseDocuments, caseTypeDocuments, storedFiles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, ServiceContext } from '../../lib/context.ts';
import { canAssignSolicitor, canChangeStatus, canContribute } from './case-policy.service.ts';
import { toListItem } from './case-read-model.service.ts';
import { type CaseRow, findCaseVisibleTo } from './cases.repository.ts';

export const CASE_NOT_FOUND = () => AppError.notFound('Case not found.');

/** The case, or the same 404 whether it is missing or someone else's. */
export async function requireVisibleCase(ctx: ServiceContext, caseId: number): Promise<CaseRow> {
  const row = await findCaseVisibleTo(ctx.db, ctx.actor!, caseId);
  if (!row) throw CASE_NOT_FOUND();
  return row;
}

export async function currentDocuments(db: Db, caseId: number): Promise<CaseDocument[]> {
  const rows = await db
    .select({ doc: caseDocuments, file: storedFiles, definition: caseTypeDocuments, uploader: users })
    .from(caseDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, caseDocuments.storedFileId))
    .innerJoin(users, eq(users.id, caseDocuments.uploadedBy))
    .leftJoin(caseTypeDocuments, eq(caseTypeDocuments.id, caseDocuments.documentDefinitionId))
    .where(and(eq(caseDocuments.caseId, caseId), isNull(caseDocuments.replacedAt)))
    .orderBy(asc(caseDocuments.kind), asc(caseDocuments.uploadedAt), asc(caseDocuments.id));
  return rows.map(({ doc, file, definition, uploader }) => ({
    id: doc.id,
    documentDefinitionId: doc.documentDefinitionId,
    documentName: definition?.name ?? doc.title ?? file.originalName,
    documentType: doc.kind,
    fileName: file.originalName,
    filePath: file.storageKey,
    contentType: file.contentType,
    fileSize: file.sizeBytes,
    uploadedAt: doc.uploadedAt.toISOString(),
    uploadedByName: `${uploader.firstName} ${uploader.lastName}`,
  }));
}

async function missingRequired(db: Db, row: CaseRow, documents: CaseDocument[]) {
  const required = await db
    .select({ id: caseTypeDocuments.id, documentName: caseTypeDocuments.name })
    .from(caseTypeDocuments)
    .where(
      and(
        eq(caseTypeDocuments.caseTypeId, row.caseTypeId),
        eq(caseTypeDocuments.kind, 'required'),
        isNull(caseTypeDocuments.archivedAt),
      ),
    );
  const present = new Set(documents.map((d) => d.documentDefinitionId));
  return required.filter((r) => !present.has(r.id));
}

function permissionsFor(actor: Actor, row: CaseRow): CaseDetail['permissions'] {
  return {
    assignSolicitor: canAssignSolicitor(actor),
    changeStatus: canChangeStatus(actor, row),
    addDocument: canContribute(actor, row),
  };
}

export async function getCaseDetail(ctx: ServiceContext, caseId: number): Promise<CaseDetail> {
  const row = await requireVisibleCase(ctx, caseId);
  const documents = await currentDocuments(ctx.db, caseId);
  return {
    ...toListItem(row),
    description: row.description,
    documents,
    permissions: permissionsFor(ctx.actor!, row),
    missingRequiredDocuments: await missingRequired(ctx.db, row, documents),
  };
}
