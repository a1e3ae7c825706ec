import { z } from 'zod';
import { API } from '../api.ts';
import { IdQuerySchema } from '../case-types.ts';
import {
  AddCaseDocumentRequestSchema,
  AddNoteRequestSchema,
  AssignSolicitorQuerySchema,
  CaseDetailSchema,
  CaseIdQuerySchema,
  CaseListItemSchema,
  CaseListQuerySchema,
  CaseNoteSchema,
  ChangeStatusRequestSchema,
  CreateCaseRequestSchema,
  GetCasesQuerySchema,
  pagedSchema,
  SolicitorOptionSchema,
  SupportRequirementSchema,
  SupportRequirementsQuerySchema,
  TimelineEntrySchema,
} from '../cases.ts';
import { endpoint } from '../endpoint.ts';
import { CLAIM_ERRORS, CreatedIdSchema } from './shared.ts';

const tags = ['cases'] as const;

export const casesEndpoints = {
  createCase: endpoint(API.createCase, {
    summary:
      'Open a case with its documents (staged uploads): a client for themself; a member of staff for the client named by clientId. errors lists every problem',
    tags,
    body: CreateCaseRequestSchema,
    response: CreatedIdSchema,
    // A missing upload is one of CASE_INVALID's items; one that breaks a case document's rules is not.
    errors: ['CASE_INVALID', 'FILE_TYPE_NOT_ACCEPTED', 'FILE_TOO_LARGE'],
  }),
  getCases: endpoint(API.getCases, {
    summary:
      'The cases the caller may see, newest first, as a list (the specification’s call); pageNo and pageSize page it, searchQuery, sortColumn and sortOrder apply as in SearchCases',
    tags,
    query: GetCasesQuerySchema,
    response: z.array(CaseListItemSchema),
    errors: [],
  }),
  searchCases: endpoint(API.searchCases, {
    summary:
      'A page of the cases the caller may see, searched (case type, client, solicitor, description), sorted and filtered, with totals',
    tags,
    query: CaseListQuerySchema,
    response: pagedSchema(CaseListItemSchema),
    errors: [],
  }),
  getCaseById: endpoint(API.getCaseById, {
    summary: 'One case with its current documents',
    tags,
    query: IdQuerySchema,
    response: CaseDetailSchema,
    errors: ['CASE_NOT_FOUND'],
  }),
  assignSolicitor: endpoint(API.assignSolicitor, {
    summary: 'Assign or change the solicitor of a case (admins)',
    tags,
    roles: ['Admin'],
    query: AssignSolicitorQuerySchema,
    errors: ['CASE_NOT_FOUND', 'SOLICITOR_NOT_ACTIVE'],
  }),
  getSolicitors: endpoint(API.getSolicitors, {
    summary: 'Unlocked users whose role is Solicitor',
    tags,
    // Only assigning needs the list, and only administrators assign: it names and e-mails people.
    roles: ['Admin'],
    response: z.array(SolicitorOptionSchema),
    errors: [],
  }),
  supportRequirements: endpoint(API.supportRequirements, {
    summary: 'The eligibility documents each case type asks for under one support type',
    tags,
    query: SupportRequirementsQuerySchema,
    response: z.array(SupportRequirementSchema),
    errors: [],
  }),
  changeCaseStatus: endpoint(API.changeCaseStatus, {
    summary: 'Move a case to Open, Pending or Closed (admins and the assigned solicitor)',
    tags,
    roles: ['Admin', 'Solicitor'],
    body: ChangeStatusRequestSchema,
    errors: ['CASE_NOT_FOUND', 'STATUS_CHANGE_FORBIDDEN', 'CASE_ALREADY_IN_STATUS'],
  }),
  addCaseDocument: endpoint(API.addCaseDocument, {
    summary:
      'Add a document to a case: a new version of the checklist item of one of its type’s documents, or a document of its own',
    tags,
    body: AddCaseDocumentRequestSchema,
    errors: ['CASE_NOT_FOUND', 'DOCUMENT_NOT_IN_CASE', 'CASE_CLOSED', 'ITEM_CLOSED', ...CLAIM_ERRORS],
  }),
  getCaseTimeline: endpoint(API.getCaseTimeline, {
    summary: 'What happened on a case, newest first',
    tags,
    query: CaseIdQuerySchema,
    response: z.array(TimelineEntrySchema),
    errors: ['CASE_NOT_FOUND'],
  }),
  getCaseNotes: endpoint(API.getCaseNotes, {
    summary: 'The notes of a case the caller may read',
    tags: ['case notes'],
    query: CaseIdQuerySchema,
    response: z.array(CaseNoteSchema),
    errors: ['CASE_NOT_FOUND'],
  }),
  addCaseNote: endpoint(API.addCaseNote, {
    summary: 'Add a note; staff notes are internal unless isSharedWithClient, client notes are seen by staff',
    tags: ['case notes'],
    body: AddNoteRequestSchema,
    response: CreatedIdSchema,
    errors: ['CASE_NOT_FOUND'],
  }),
};
