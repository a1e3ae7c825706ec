import type { CaseDetail } from '@docket/contract';

/** A case as GetCaseById answers it, for the tests of the screens that read it. */
export function testDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    id: 5,
    caseTypeId: 4,
    caseTypeName: 'Asylum claim',
    clientId: 'client-1',
    clientName: 'Amal Haddad',
    solicitorId: 'sol-1',
    solicitorName: 'Lena Okafor',
    supportType: 1,
    status: 'Open',
    createdAt: '2026-11-02T10:00:00.000Z',
    stage: 'WaitingForClient',
    description: null,
    documents: [],
    permissions: { assignSolicitor: false, changeStatus: false, addDocument: true, reviewDocuments: false },
    missingRequiredDocuments: [],
    checklistCounts: { Missing: 0, AwaitingReview: 0, Accepted: 0, Rejected: 0, Waived: 0 },
    ...overrides,
  };
}
