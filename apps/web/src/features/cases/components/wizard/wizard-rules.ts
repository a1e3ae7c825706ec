import type { CaseType, CreateCaseRequest, DocumentDefinition } from '@docket/contract';
import type { WizardDraft } from './wizard-state';

/** Step 2: every required document has its upload, or the case type asks for none (spec 5). */
export function requiredDocumentsComplete(caseType: CaseType | undefined, draft: WizardDraft): boolean {
  if (!caseType) return false;
  return caseType.requiredDocuments.every((doc) => Boolean(draft.requiredFiles[doc.id]));
}

/** Step 3's choices: the case type's support types without None, ascending. */
export function supportTypeOptions(caseType: CaseType | undefined): number[] {
  const values = caseType?.allowedSupportTypes ?? [];
  return [...new Set(values)].filter((value) => value !== 0).sort((a, b) => a - b);
}

/** The eligibility documents of the chosen support type only. */
export function eligibilityDocumentsFor(
  caseType: CaseType | undefined,
  supportType: number | null,
): DocumentDefinition[] {
  if (!caseType || supportType === null) return [];
  return caseType.eligibilityDocuments.filter((doc) => doc.supportType === supportType);
}

/** The step's own answers are complete; whether staff have picked the client on the first step, the wizard checks. */
export function isStepValid(step: number, caseType: CaseType | undefined, draft: WizardDraft): boolean {
  switch (step) {
    case 0:
      return draft.caseTypeId !== null && caseType?.id === draft.caseTypeId;
    case 1:
      return requiredDocumentsComplete(caseType, draft);
    case 2:
      return draft.supportType !== null && supportTypeOptions(caseType).includes(draft.supportType);
    default:
      return true;
  }
}

/** The spec's create request; contentType is sent empty and fileSize as 100 (the server reads the real ones). */
export function buildCreateRequest(
  caseType: CaseType,
  draft: WizardDraft,
  clientId: string,
): CreateCaseRequest {
  const entry = (documentDefinitionId: number, file: { filePath: string; fileName: string }) => ({
    documentDefinitionId,
    filePath: file.filePath,
    fileName: file.fileName,
    contentType: '',
    fileSize: 100,
  });
  return {
    caseTypeId: caseType.id,
    description: draft.description.trim(),
    supportType: draft.supportType ?? 0,
    requiredDocuments: caseType.requiredDocuments.flatMap((doc) => {
      const file = draft.requiredFiles[doc.id];
      return file ? [entry(doc.id, file)] : [];
    }),
    eligibilityDocuments: eligibilityDocumentsFor(caseType, draft.supportType).flatMap((doc) => {
      const file = draft.eligibilityFiles[doc.id];
      return file ? [entry(doc.id, file)] : [];
    }),
    clientId,
  };
}
