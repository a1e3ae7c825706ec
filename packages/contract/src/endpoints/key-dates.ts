import { API } from '../api.ts';
import { CaseIdQuerySchema } from '../cases.ts';
import { endpoint } from '../endpoint.ts';
import {
  AddFromLetterRequestSchema,
  KeyDateIdsSchema,
  LetterDatesQuerySchema,
  LetterDatesSchema,
  LetterPreviewSchema,
  PreviewLetterRequestSchema,
} from '../key-date-letters.ts';
import {
  AcceptChangeRequestSchema,
  AddedKeyDateSchema,
  AddHolidayRequestSchema,
  AddKeyDateRequestSchema,
  ApplyRuleVersionRequestSchema,
  ChangeDueRequestSchema,
  CompleteKeyDateRequestSchema,
  DeleteHolidayRequestSchema,
  DueQuerySchema,
  DueSchema,
  GovUkBankHolidaysFileSchema,
  HolidayChangeSchema,
  HolidaysSchema,
  KeyDateIdSchema,
  KeyDatePeopleSchema,
  KeyDatesOfCaseSchema,
  PreviewRequestSchema,
  PreviewSchema,
  RulesSchema,
  VerifyRuleRequestSchema,
  WaiveKeyDateRequestSchema,
} from '../key-date-requests.ts';

const tags = ['key dates'] as const;
const staff = ['Admin', 'Solicitor'] as const;
const admins = ['Admin'] as const;

/**
 * Key dates and deadlines (issue 32, decision 046): the rules with their citations, the firm's
 * working days, a case's dates counted from its letters, and the Deadlines queue.
 */
export const keyDatesEndpoints = {
  keyDateRules: endpoint(API.keyDateRules, {
    summary:
      'The deadline rules, each with its trigger, amount, unit, who must act, citation and link, what happens when it ends on a non-working day, and who of the firm verified it and when (null: not verified)',
    tags,
    roles: staff,
    response: RulesSchema,
    errors: [],
  }),
  previewKeyDate: endpoint(API.previewKeyDate, {
    summary:
      'Work out a rule’s date from its trigger day, with the steps in order, without saving anything; rules not yet verified too',
    tags,
    roles: staff,
    body: PreviewRequestSchema,
    response: PreviewSchema,
    errors: ['RULE_NOT_FOUND', 'CASE_NOT_FOUND'],
  }),
  verifyRule: endpoint(API.verifyRule, {
    summary:
      'Record that you, a solicitor of the firm, checked the rule against its source: key dates may then be made from it',
    tags,
    roles: admins,
    body: VerifyRuleRequestSchema,
    errors: ['RULE_NOT_FOUND'],
  }),
  holidays: endpoint(API.holidays, {
    summary: 'The bank holidays of England and Wales that working days skip, shipped, imported and added',
    tags,
    roles: admins,
    response: HolidaysSchema,
    errors: [],
  }),
  addHoliday: endpoint(API.addHoliday, {
    summary:
      'Add a non-working day (one proclaimed at short notice): the open dates it moves earlier move at once, a later one waits for its assignee',
    tags,
    roles: admins,
    body: AddHolidayRequestSchema,
    response: HolidayChangeSchema,
    errors: ['HOLIDAY_EXISTS'],
  }),
  deleteHoliday: endpoint(API.deleteHoliday, {
    summary: 'Remove a non-working day; the open dates are counted again',
    tags,
    roles: admins,
    body: DeleteHolidayRequestSchema,
    response: HolidayChangeSchema,
    errors: ['HOLIDAY_NOT_FOUND'],
  }),
  importHolidays: endpoint(API.importHolidays, {
    summary:
      'Import gov.uk’s bank-holidays.json (the file as the body): its England and Wales days are added; the open dates are counted again',
    tags,
    roles: admins,
    body: GovUkBankHolidaysFileSchema,
    response: HolidayChangeSchema,
    errors: ['HOLIDAY_FILE_INVALID'],
  }),
  addKeyDate: endpoint(API.addKeyDate, {
    summary:
      'Add a key date to a case: counted by a verified rule from its trigger day (the case type’s task templates for the rule make their tasks with it), or entered by hand with its label; staff of the case only',
    tags,
    roles: staff,
    body: AddKeyDateRequestSchema,
    response: AddedKeyDateSchema,
    errors: ['CASE_NOT_FOUND', 'RULE_NOT_FOUND', 'RULE_NOT_VERIFIED', 'ASSIGNEE_NOT_STAFF'],
  }),
  keyDatesForCase: endpoint(API.keyDatesForCase, {
    summary:
      'A case’s key dates with their steps and changes, soonest first; its client sees only those marked for her',
    tags,
    query: CaseIdQuerySchema,
    response: KeyDatesOfCaseSchema,
    errors: ['CASE_NOT_FOUND'],
  }),
  keyDatePeople: endpoint(API.keyDatePeople, {
    summary:
      'Whom a key date of the case may be given to (its administrators and its solicitor) and who may supervise it (the firm’s staff), by name',
    tags,
    roles: staff,
    query: CaseIdQuerySchema,
    response: KeyDatePeopleSchema,
    errors: ['CASE_NOT_FOUND'],
  }),
  completeKeyDate: endpoint(API.completeKeyDate, {
    summary: 'Mark an open key date done, with its evidence (the tribunal’s acknowledgement) if any',
    tags,
    roles: staff,
    body: CompleteKeyDateRequestSchema,
    errors: ['KEY_DATE_NOT_FOUND', 'KEY_DATE_NOT_OPEN', 'DOCUMENT_NOT_FOUND'],
  }),
  waiveKeyDate: endpoint(API.waiveKeyDate, {
    summary: 'Waive an open key date, with the reason',
    tags,
    roles: staff,
    body: WaiveKeyDateRequestSchema,
    errors: ['KEY_DATE_NOT_FOUND', 'KEY_DATE_NOT_OPEN'],
  }),
  changeKeyDateDue: endpoint(API.changeKeyDateDue, {
    summary:
      'Change an open key date’s due date (an extension granted, a direction varied, a trigger corrected), kept with its reason',
    tags,
    roles: staff,
    body: ChangeDueRequestSchema,
    errors: ['KEY_DATE_NOT_FOUND', 'KEY_DATE_NOT_OPEN'],
  }),
  acceptKeyDateChange: endpoint(API.acceptKeyDateChange, {
    summary: 'Accept the later date a change of the holidays proposed: it becomes the safe date',
    tags,
    roles: staff,
    body: AcceptChangeRequestSchema,
    errors: ['KEY_DATE_NOT_FOUND', 'KEY_DATE_NOT_OPEN', 'NO_CHANGE_WAITING'],
  }),
  applyRuleVersion: endpoint(API.applyRuleVersion, {
    summary:
      'Count an open key date again by the latest version of its rule, from the same trigger day: a new date is made (with its template tasks) and this one is superseded',
    tags,
    roles: staff,
    body: ApplyRuleVersionRequestSchema,
    response: KeyDateIdSchema,
    errors: [
      'KEY_DATE_NOT_FOUND',
      'KEY_DATE_NOT_OPEN',
      'NO_NEWER_RULE_VERSION',
      'RULE_NOT_VERIFIED',
      'ASSIGNEE_NOT_STAFF',
    ],
  }),
  dueKeyDates: endpoint(API.dueKeyDates, {
    summary:
      'The Deadlines queue: overdue, due within 2 working days, within 7 days, with no assignee, and changes awaiting acceptance; yours or the firm’s',
    tags,
    roles: staff,
    query: DueQuerySchema,
    response: DueSchema,
    errors: [],
  }),
  letterDates: endpoint(API.letterDates, {
    summary:
      'The dates printed in a letter of the case, found in its text as the document checks read it, the likeliest letter date first, with the words around each; and the case’s facts as last recorded',
    tags,
    roles: staff,
    query: LetterDatesQuerySchema,
    response: LetterDatesSchema,
    errors: ['CASE_NOT_FOUND', 'DOCUMENT_NOT_FOUND'],
  }),
  previewLetter: endpoint(API.previewLetter, {
    summary:
      'Work out the date of each rule chosen from a letter’s dates (the date on it, and when it was sent or received if known), saving nothing',
    tags,
    roles: staff,
    body: PreviewLetterRequestSchema,
    response: LetterPreviewSchema,
    errors: [
      'CASE_NOT_FOUND',
      'DOCUMENT_NOT_FOUND',
      'RULE_NOT_FOUND',
      'RULE_NOT_APPLICABLE',
      'NOTICE_DATE_REQUIRED',
    ],
  }),
  addFromLetter: endpoint(API.addFromLetter, {
    summary:
      'Record a letter that starts clocks: the case’s facts are kept and a key date of each verified rule chosen is made, with its tasks, all in one step or none',
    tags,
    roles: staff,
    body: AddFromLetterRequestSchema,
    response: KeyDateIdsSchema,
    errors: [
      'CASE_NOT_FOUND',
      'DOCUMENT_NOT_FOUND',
      'RULE_NOT_FOUND',
      'RULE_NOT_VERIFIED',
      'RULE_NOT_APPLICABLE',
      'NOTICE_DATE_REQUIRED',
      'ASSIGNEE_NOT_STAFF',
    ],
  }),
};
