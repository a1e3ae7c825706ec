import type { CaseChecklist, ChecklistItem, ChecklistVersion } from '@docket/contract';

export { testDetail } from '@/test/case-detail';

export function testVersion(overrides: Partial<ChecklistVersion> = {}): ChecklistVersion {
  return {
    id: 70,
    filePath: 'case-document/00000000-0000-4000-8000-000000000070',
    fileName: 'passport.pdf',
    contentType: 'application/pdf',
    fileSize: 2048,
    uploadedAt: '2026-11-20T09:30:00.000Z',
    uploadedByName: 'Amal Haddad',
    isCurrent: true,
    reviewDecision: null,
    reasonCode: null,
    reason: null,
    reviewedAt: null,
    reviewedByName: null,
    check: null,
    ...overrides,
  };
}

export function testItem(overrides: Partial<ChecklistItem> = {}): ChecklistItem {
  return {
    id: 12,
    kind: 'required',
    name: 'Passport',
    description: null,
    isRequired: true,
    state: 'Missing',
    reasonCode: null,
    reason: null,
    decidedAt: null,
    dueDate: null,
    isOverdue: false,
    templateUrl: null,
    orignalFileName: null,
    definitionId: 11,
    versions: [],
    ...overrides,
  };
}

/** A checklist of the given items, counted by state. */
export function testChecklist(
  items: ChecklistItem[],
  stage: CaseChecklist['stage'] = 'WaitingForClient',
): CaseChecklist {
  const counts = { Missing: 0, AwaitingReview: 0, Accepted: 0, Rejected: 0, Waived: 0 };
  for (const item of items) counts[item.state] += 1;
  return { caseId: 5, stage, counts, items };
}
