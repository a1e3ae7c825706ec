import type { ServiceContext } from '../../lib/context.ts';
import { findEligibilityDocuments } from './case-types.repository.ts';

export type SupportRequirement = {
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
};

/** For one support type: the eligibility documents each case type on offer asks for. */
export async function supportRequirements(
  ctx: ServiceContext,
  supportType: number,
  caseTypeId?: number,
): Promise<SupportRequirement[]> {
  const rows = await findEligibilityDocuments(ctx.db, supportType, caseTypeId);
  const grouped = new Map<number, SupportRequirement>();
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
  return [...grouped.values()];
}
