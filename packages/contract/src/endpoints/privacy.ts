import { API } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import {
  ErasePersonRequestSchema,
  ErasurePreviewSchema,
  ExportDownloadQuerySchema,
  LegalHoldRequestSchema,
  PersonErasureSchema,
  PersonQuerySchema,
  PrivacyOverviewQuerySchema,
  PrivacyOverviewSchema,
  SubjectAccessExportListSchema,
  SubjectAccessExportSchema,
} from '../privacy.ts';

const tags = ['privacy'];
const roles = ['Admin'] as const;

/** Retention, legal holds, subject access and erasure (decision 041): administrators only. */
export const privacyEndpoints = {
  privacyOverview: endpoint(API.privacyOverview, {
    summary:
      'What the retention schedule erases within the coming days, the cases under legal hold, the latest erasures and the housekeeping schedule',
    tags,
    roles,
    query: PrivacyOverviewQuerySchema,
    response: PrivacyOverviewSchema,
    errors: [],
  }),
  placeLegalHold: endpoint(API.placeLegalHold, {
    summary: 'Keep everything of a case past its retention period until the hold is lifted, with the reason',
    tags,
    roles,
    body: LegalHoldRequestSchema,
    errors: ['CASE_NOT_FOUND', 'LEGAL_HOLD_ALREADY_PLACED'],
  }),
  liftLegalHold: endpoint(API.liftLegalHold, {
    summary: 'Lift a case’s legal hold, with the reason; retention applies to it again',
    tags,
    roles,
    body: LegalHoldRequestSchema,
    errors: ['CASE_NOT_FOUND', 'NO_LEGAL_HOLD'],
  }),
  requestSubjectAccessExport: endpoint(API.requestSubjectAccessExport, {
    summary:
      'Start an export of everything held about one person (a zip with a SHA-256 manifest and an index in their language), built in the background',
    tags,
    roles,
    body: PersonQuerySchema,
    response: SubjectAccessExportSchema,
    errors: ['USER_NOT_FOUND'],
  }),
  subjectAccessExports: endpoint(API.subjectAccessExports, {
    summary: 'A person’s exports, newest first, with their state and when their download expires',
    tags,
    roles,
    query: PersonQuerySchema,
    response: SubjectAccessExportListSchema,
    errors: ['USER_NOT_FOUND'],
  }),
  downloadSubjectAccessExport: endpoint(API.downloadSubjectAccessExport, {
    summary: 'Download a ready export (application/zip) until it expires; every download is audited',
    tags,
    roles,
    query: ExportDownloadQuerySchema,
    errors: ['FILE_NOT_FOUND', 'EXPORT_NOT_READY', 'EXPORT_EXPIRED'],
  }),
  erasurePreview: endpoint(API.erasurePreview, {
    summary:
      'What erasing a person would do: each of their cases erased, anonymised or blocking the erasure, and the documents, files and sessions that go',
    tags,
    roles,
    query: PersonQuerySchema,
    response: ErasurePreviewSchema,
    errors: ['USER_NOT_FOUND'],
  }),
  erasePerson: endpoint(API.erasePerson, {
    summary:
      'Erase a person on their request: their sessions end at once, then in the background their cases are erased or anonymised by the retention rule, their files deleted and their audit records kept without personal data',
    tags,
    roles,
    body: ErasePersonRequestSchema,
    response: PersonErasureSchema,
    errors: [
      'USER_NOT_FOUND',
      'ERASURE_BLOCKED',
      'ERASURE_CONFIRMATION_WRONG',
      'ERASURE_SELF',
      'ERASURE_ALREADY_ASKED',
      'CANNOT_LOCK_LAST_ADMIN',
    ],
  }),
};
