import type { CaseListItem, CurrentUser, Paged, UploadResult } from '@docket/contract';

/** The signed-in person's profile, as GetCurrentUser answers it. */
export function testCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'amara@example.com',
    firstName: 'Amara',
    lastName: 'Okafor',
    fullName: 'Amara Okafor',
    role: 'Client',
    gender: null,
    phoneNumber: null,
    birthDate: null,
    avatar: null,
    country: null,
    state: null,
    city: null,
    postcode: null,
    address1: null,
    address2: null,
    isMFAEnabled: false,
    recoveryCodesLeft: 0,
    language: 'en',
    ...overrides,
  };
}

/** One page holding these items, all there are. */
export function testPage<T>(items: T[], pageSize = 50): Paged<T> {
  return {
    items,
    currentPage: 1,
    totalItems: items.length,
    totalPages: items.length === 0 ? 0 : 1,
    pageSize,
    totalIsExact: true,
  };
}

/** UploadFile's answer: the one file staged, under its key. */
export function testUpload(
  filePath: string,
  fileName: string,
  contentType = 'application/pdf',
): UploadResult {
  return { state: 'DONE', content: [{ filePath, fileName, fileSize: 1024, contentType }] };
}

/** A row of the case list: an open asylum claim with its solicitor, waiting for the client. */
export function testCase(overrides: Partial<CaseListItem> = {}): CaseListItem {
  return {
    id: 42,
    caseTypeId: 4,
    caseTypeName: 'Asylum claim',
    clientId: 'c1',
    clientName: 'Amal Haddad',
    solicitorId: 's1',
    solicitorName: 'Lena Okafor',
    supportType: 1,
    status: 'Open',
    createdAt: '2026-11-02T10:00:00.000Z',
    stage: 'WaitingForClient',
    ...overrides,
  };
}
