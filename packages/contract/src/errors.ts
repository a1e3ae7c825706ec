import { MESSAGES } from './messages.ts';
import type { SessionEndReason } from './session-end.ts';

/**
 * Every reason an API answer can fail, with its HTTP status and the English sentence the envelope's
 * `responseMessage` carries. A failure answer also carries the `code` and its `params`: clients
 * translate by code (the web app's locales hold each one under `errorCodes`), never by the sentence.
 * Plain values and functions only, so that naming a code costs a screen nothing.
 */
type Catalogue = Record<string, { status: number; message: string | ((params: never) => string) }>;

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const SESSION_END_SENTENCES: Record<SessionEndReason, string> = {
  locked: 'The firm has locked your account, so you were signed out. Please contact the firm.',
  passwordChanged: 'Your password was changed, so you were signed out. Please sign in with the new password.',
  expired: 'Your session expired. Please sign in again.',
  ended: 'Your session has ended. Please sign in again.',
};

const CATALOGUE = {
  // Any request
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  MALFORMED_REQUEST: {
    status: 400,
    message: 'The request could not be read. Check that its body is valid JSON.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request body as JSON (or multipart/form-data for a file).',
  },
  REQUEST_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  CONTAINS_NUL: {
    status: 400,
    message: 'The request contains a NUL character (\\u0000), which no field accepts.',
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: (p: { method: string; path: string }) => `No API route matches ${p.method} ${p.path}.`,
  },
  NOT_FOUND: { status: 404, message: 'The requested item was not found.' },
  RATE_LIMITED: {
    status: 429,
    message: 'Too many requests from your address. Please wait a minute and try again.',
  },
  INTERNAL: {
    status: 500,
    message: (p: { requestId: string }) =>
      `Something went wrong on our side. If it keeps happening, quote reference ${p.requestId}.`,
  },
  MAINTENANCE: { status: 503, message: 'Docket is down for maintenance. Please try again in a few minutes.' },
  OVERLOADED: { status: 503, message: 'Docket is very busy right now. Please try again in a few seconds.' },
  RESTARTING: { status: 503, message: 'Docket is restarting. Please try again in a few seconds.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'The database is not answering.' },

  // Signing in and sessions
  SIGN_IN_REQUIRED: { status: 401, message: 'Please sign in to continue.' },
  SESSION_ENDED: {
    status: 401,
    // Optional for a client that builds the envelope without one (the web app's test network).
    message: (p?: { reason: SessionEndReason }) => SESSION_END_SENTENCES[p?.reason ?? 'ended'],
  },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'Please change your temporary password to continue.' },
  MFA_ENROLMENT_REQUIRED: {
    status: 403,
    message: 'Your role requires two-step verification. Please enable it to continue.',
  },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do this.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password.' },
  CODE_INVALID: { status: 401, message: 'The code is not valid.' },
  ACCOUNT_LOCKED: {
    status: 429,
    message: (p: { minutes: number }) =>
      `Too many failed attempts. Try again in ${p.minutes} ${plural(p.minutes, 'minute', 'minutes')}.`,
  },
  ACCOUNT_DISABLED: { status: 403, message: 'Your account is locked. Please contact the firm.' },

  // Passwords and links
  LINK_INVALID: { status: 400, message: 'This link is not valid or has expired. Please ask for a new one.' },
  // The same sentences as the field messages these failures also carry.
  PASSWORD_COMMON: { status: 400, message: MESSAGES['password.common'] },
  OLD_PASSWORD_WRONG: { status: 400, message: MESSAGES['changePassword.old.wrong'] },
  PASSWORD_WRONG: { status: 400, message: MESSAGES['password.wrong'] },
  OWN_PASSWORD_IN_SETTINGS: { status: 400, message: 'Use Settings to change your own password.' },

  // Two-step verification
  MFA_ALREADY_ON: {
    status: 400,
    message: 'Two-step verification is already on. To use another authenticator, turn it off first.',
  },
  MFA_NOT_ON: { status: 400, message: 'Two-step verification is not on.' },
  MFA_SETUP_MISSING: { status: 400, message: 'Start the set-up again: no key is waiting to be confirmed.' },
  MFA_KEY_OUT_OF_DATE: { status: 400, message: 'This key is out of date. Start the set-up again.' },
  MFA_CODE_INVALID: { status: 400, message: MESSAGES['authenticatorCode.wrong'] },
  PASSWORD_OR_CODE_WRONG: { status: 400, message: 'The password or the code is not correct.' },
  PASSWORD_NEEDED_TO_ENROL: { status: 400, message: 'Enter your password to turn on two-step verification.' },
  PASSWORD_NEEDED_FOR_CODES: { status: 400, message: 'Enter your password to make new recovery codes.' },

  // Users
  USER_NOT_FOUND: { status: 404, message: 'User not found.' },
  EMAIL_TAKEN: { status: 409, message: MESSAGES['user.email.taken'] },
  LAST_ADMIN: { status: 400, message: 'The last active administrator must stay an administrator.' },
  SOLICITOR_HAS_CASES: {
    status: 400,
    message: (p: { count: number }) =>
      `Reassign their ${p.count} ${plural(p.count, 'case', 'cases')} to another solicitor first.`,
  },
  CANNOT_LOCK_SELF: { status: 400, message: 'You cannot lock your own account.' },
  CANNOT_LOCK_LAST_ADMIN: { status: 400, message: 'You cannot lock the last active administrator.' },
  PASSWORD_ALREADY_SET: {
    status: 400,
    message: 'This user has already set a password. Send a password reset instead.',
  },

  // Case types
  CASE_TYPE_NOT_FOUND: { status: 404, message: 'Case type not found.' },
  CASE_TYPE_NAME_TAKEN: { status: 409, message: 'A case type with this name already exists.' },
  DOCUMENT_WRONG_LIST: {
    status: 400,
    message: (p: { documentName: string }) => `"${p.documentName}" is listed with the wrong document type.`,
  },
  DOCUMENT_NOT_IN_CASE_TYPE: { status: 400, message: 'That document does not belong to this case type.' },

  // Cases
  CASE_NOT_FOUND: { status: 404, message: 'Case not found.' },
  // Privacy (decision 041)
  CASE_NOT_CLOSED: { status: 409, message: 'Only a closed case can be erased.' },
  LEGAL_HOLD_ALREADY_PLACED: { status: 409, message: 'This case is already under a legal hold.' },
  NO_LEGAL_HOLD: { status: 409, message: 'This case is not under a legal hold.' },
  ERASURE_BLOCKED: {
    status: 409,
    message: 'This person cannot be erased yet: close their open cases and lift any legal hold first.',
  },
  ERASURE_CONFIRMATION_WRONG: {
    status: 400,
    message: 'The e-mail address typed does not match the person’s. Nothing was erased.',
  },
  ERASURE_SELF: { status: 400, message: 'You cannot erase your own account.' },
  ERASURE_ALREADY_ASKED: { status: 409, message: 'This person’s erasure is already under way.' },
  EXPORT_NOT_READY: { status: 409, message: 'This export is not ready to download.' },
  EXPORT_EXPIRED: { status: 410, message: 'This export has expired and was deleted. Make a new one.' },
  CASE_INVALID: { status: 400, message: 'The case cannot be opened as sent. See the list of problems.' },
  SOLICITOR_NOT_ACTIVE: { status: 400, message: 'Choose an active solicitor.' },
  STATUS_CHANGE_FORBIDDEN: {
    status: 403,
    message: 'Only an administrator or the assigned solicitor changes the status.',
  },
  CASE_ALREADY_IN_STATUS: {
    status: 400,
    message: (p: { status: string }) => `The case is already ${p.status}.`,
  },
  DOCUMENT_NOT_IN_CASE: { status: 400, message: 'That document does not belong to this case.' },
  CASE_CLOSED: { status: 409, message: 'This case is closed. Ask the firm to reopen it first.' },

  // The document checklist
  CHECKLIST_ITEM_NOT_FOUND: { status: 404, message: 'That document is not on this case’s checklist.' },
  NOTHING_TO_REVIEW: {
    status: 409,
    message: 'Nothing has been uploaded for this document yet, so there is nothing to accept or reject.',
  },
  ITEM_ALREADY_IN_STATE: {
    status: 409,
    message: (p: { state: string }) => `This document is already ${p.state}.`,
  },
  VERSION_NOT_CURRENT: {
    status: 409,
    message: 'A newer version of this document has arrived since you opened it: review that one.',
  },
  ITEM_CLOSED: {
    status: 409,
    message: 'This document has been accepted or waived: the firm needs nothing more for it.',
  },
  NOTHING_TO_REMIND: {
    status: 409,
    message: 'The client has nothing to send for this case, so there is nothing to remind them of.',
  },

  // Files
  FILE_NOT_FOUND: { status: 404, message: 'File not found.' },
  UPLOAD_NOT_FOUND: { status: 400, message: 'The uploaded file was not found. Please upload it again.' },
  UPLOAD_NOT_MULTIPART: { status: 400, message: 'Send the file as multipart/form-data in the field "file".' },
  UPLOAD_FIELD_MISSING: { status: 400, message: 'Send the file in the field "file".' },
  UPLOAD_TOO_MANY_FILES: {
    status: 400,
    message: 'Send one file per upload. To send several files, upload them one at a time.',
  },
  UPLOAD_BROKEN: {
    status: 400,
    message: 'The upload was cut off or is not valid multipart/form-data. Please try again.',
  },
  RESUMABLE_UPLOAD_NOT_FOUND: {
    status: 404,
    message: 'This upload was not found: it may have expired. Please upload the file again.',
  },
  RESUMABLE_UPLOAD_FINISHING: {
    status: 423,
    message: 'This upload is being checked and saved. Please wait a moment.',
  },
  UPLOAD_OFFSET_MISMATCH: {
    status: 409,
    message:
      'The upload is out of step with the server. Resume it to carry on from where the server stopped.',
  },
  UPLOAD_REQUEST_INVALID: {
    status: 400,
    message:
      'The upload request is not valid: it needs its length and file name. Please upload the file again.',
  },
  TEMPLATE_UPLOAD_FORBIDDEN: { status: 403, message: "Only the firm's staff upload templates." },
  FILE_TOO_LARGE: {
    status: 413,
    message: (p: { limit: string }) => `The file is too large. The limit is ${p.limit}.`,
  },
  FILE_TYPE_NOT_ACCEPTED: {
    status: 400,
    message: (p: { formats: string }) => `Invalid file selected. Accepted formats: ${p.formats}.`,
  },
  FILE_NAME_INVALID: {
    status: 400,
    message: 'The file name is not acceptable. Rename the file and try again.',
  },
  FILE_EMPTY: { status: 400, message: 'The file is empty. Choose it again, or take the photo again.' },
  FILE_CONTENT_MISMATCH: { status: 400, message: "The file's content does not match its extension." },
  FILE_HAS_MACROS: {
    status: 400,
    message:
      'This Word document contains macros, or loads them from elsewhere, which is not accepted. Save it as a PDF and upload that instead.',
  },

  // Key dates and deadlines
  RULE_NOT_FOUND: { status: 404, message: 'There is no deadline rule with that key.' },
  RULE_NOT_VERIFIED: {
    status: 409,
    message:
      'No solicitor of the firm has verified this rule yet, so no key date can be made from it. Preview it, or ask an administrator to verify it against its source.',
  },
  KEY_DATE_NOT_FOUND: { status: 404, message: 'Key date not found.' },
  KEY_DATE_NOT_OPEN: { status: 409, message: 'This key date is no longer open, so it cannot be changed.' },
  TASK_NOT_FOUND: { status: 404, message: 'Task not found.' },
  TASK_NOT_OPEN: { status: 409, message: 'This task is no longer open, so it cannot be changed.' },
  TASK_TEMPLATE_NOT_FOUND: { status: 404, message: 'Task template not found.' },
  NO_CHANGE_WAITING: { status: 409, message: 'No change of this date is waiting to be accepted.' },
  NO_NEWER_RULE_VERSION: { status: 409, message: 'This date was counted by the latest version of its rule.' },
  ASSIGNEE_NOT_STAFF: {
    status: 400,
    message:
      'A key date or a task is given to an administrator, or to the solicitor assigned to the case, whose account is active.',
  },
  HOLIDAY_EXISTS: { status: 409, message: 'That day is already a holiday.' },
  HOLIDAY_NOT_FOUND: { status: 404, message: 'That day is not a holiday.' },
  EVENT_NOT_FOUND: { status: 404, message: 'Appointment not found.' },
  DOCUMENT_NOT_FOUND: { status: 404, message: 'That document is not one of this case’s.' },
  RULE_NOT_APPLICABLE: {
    status: 400,
    message:
      'That rule does not fit the case’s facts (in the UK or not, detained, accelerated, accommodation).',
  },
  NOTICE_DATE_REQUIRED: {
    status: 400,
    message: 'This rule counts to the date printed in the notice: give that date.',
  },
  CALENDAR_RANGE_INVALID: {
    status: 400,
    message: 'Ask for a range of at most 62 days, its start before its end.',
  },
  HOLIDAY_FILE_INVALID: {
    status: 400,
    message:
      "The file is not gov.uk's bank-holidays.json: it needs an england-and-wales list of events, each with a title and a date.",
  },
} as const satisfies Catalogue;

export type ErrorCode = keyof typeof CATALOGUE;
export const ERROR_CODES = Object.keys(CATALOGUE) as ErrorCode[];

/** The parameters a code's sentence (and its translations) need; `undefined` when it needs none. */
export type ErrorParams<C extends ErrorCode> = (typeof CATALOGUE)[C]['message'] extends (p: infer P) => string
  ? P
  : undefined;

/** Codes whose sentence needs no parameters. */
export type PlainErrorCode = { [C in ErrorCode]: ErrorParams<C> extends undefined ? C : never }[ErrorCode];

export function errorStatus(code: ErrorCode): number {
  return CATALOGUE[code].status;
}

/** The English sentence of a code, with its parameters filled in. */
export function errorMessage<C extends ErrorCode>(code: C, params?: ErrorParams<C>): string {
  const message = CATALOGUE[code].message as string | ((p: unknown) => string);
  return typeof message === 'string' ? message : message(params);
}
