import type { CaseType } from '@docket/contract';

/** A case type with one required document and eligibility documents for NASS and Family Support. */
export function testCaseType(overrides: Partial<CaseType> = {}): CaseType {
  const doc = (id: number, documentName: string, supportType: number | null, isRequired: boolean) => ({
    id,
    documentName,
    description: null,
    isRequired,
    templateUrl: null,
    orignalFileName: null,
    supportType,
    checkKind: null,
    maxAgeMonths: null,
  });
  return {
    id: 7,
    caseTypeName: 'Asylum support',
    requiresEligibilityDocuments: true,
    requiresSupportTypeDocuments: true,
    allowedSupportTypes: [3, 1, 2],
    requiredDocuments: [doc(11, 'Passport', null, true)],
    eligibilityDocuments: [doc(21, 'NASS letter', 1, false), doc(23, 'Family letter', 3, false)],
    isArchived: false,
    reminderDays: [3, 7, 14],
    ...overrides,
  };
}
