import { z } from 'zod';
import { API } from '../api.ts';
import { IdQuerySchema } from '../case-types.ts';
import {
  CaseChecklistSchema,
  ClientOptionSchema,
  FindClientsQuerySchema,
  ReminderSentSchema,
  RequestDocumentRequestSchema,
  ReviewDocumentRequestSchema,
  SendReminderRequestSchema,
  UploadChecklistDocumentRequestSchema,
} from '../checklist.ts';
import { endpoint } from '../endpoint.ts';
import { CLAIM_ERRORS, CreatedIdSchema } from './shared.ts';

const tags = ['document checklist'] as const;
const staff = ['Admin', 'Solicitor'] as const;

/** The document loop: what a case needs, each upload to it, the firm's review, requests, reminders. */
export const checklistEndpoints = {
  getCaseChecklist: endpoint(API.getCaseChecklist, {
    summary:
      'The documents a case needs and has: each item with its state, reason, due date and versions (staff see every version, the client the current one), and counts per state',
    tags,
    query: IdQuerySchema,
    response: CaseChecklistSchema,
    errors: ['CASE_NOT_FOUND'],
  }),
  uploadChecklistDocument: endpoint(API.uploadChecklistDocument, {
    summary:
      'Add an upload (a staged file) to an item as its new version: the item waits for review again; earlier versions stay',
    tags,
    body: UploadChecklistDocumentRequestSchema,
    response: z.object({ versionId: z.number().int() }),
    errors: ['CASE_NOT_FOUND', 'CHECKLIST_ITEM_NOT_FOUND', 'CASE_CLOSED', 'ITEM_CLOSED', ...CLAIM_ERRORS],
  }),
  reviewDocument: endpoint(API.reviewDocument, {
    summary:
      'Accept or reject the current version of an item (a rejection needs a reason from the list), or waive the item (with a reason); staff of the case only',
    tags,
    roles: staff,
    body: ReviewDocumentRequestSchema,
    errors: [
      'CASE_NOT_FOUND',
      'CHECKLIST_ITEM_NOT_FOUND',
      'CASE_CLOSED',
      'NOTHING_TO_REVIEW',
      'ITEM_ALREADY_IN_STATE',
      'VERSION_NOT_CURRENT',
    ],
  }),
  requestDocument: endpoint(API.requestDocument, {
    summary:
      'Ask the client for a further document, with an optional template and due date; staff of the case only',
    tags,
    roles: staff,
    body: RequestDocumentRequestSchema,
    response: CreatedIdSchema,
    errors: ['CASE_NOT_FOUND', 'CASE_CLOSED', ...CLAIM_ERRORS],
  }),
  sendReminder: endpoint(API.sendReminder, {
    summary: 'E-mail and notify the client now of the documents still needed; staff of the case only',
    tags,
    roles: staff,
    body: SendReminderRequestSchema,
    response: ReminderSentSchema,
    errors: ['CASE_NOT_FOUND', 'CASE_CLOSED', 'NOTHING_TO_REMIND'],
  }),
  findClients: endpoint(API.findClients, {
    summary:
      'Clients whose name or e-mail matches, to open a case for: any client for an administrator, the clients of their own cases for a solicitor',
    tags: ['users'],
    roles: staff,
    query: FindClientsQuerySchema,
    response: z.array(ClientOptionSchema),
    errors: [],
  }),
};
