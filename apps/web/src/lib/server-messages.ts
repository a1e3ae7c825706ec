import { i18n } from './i18n';

/**
 * The API answers in English, whatever the reader's language. Its sentences that people meet
 * (sign-in, links, passwords, uploads, permissions) are matched here to their key in the locales'
 * "server" section, so each shows in the reader's language; any other sentence shows as sent.
 * server-messages.test.ts keeps the English of the locales equal to these.
 */
export const SERVER_MESSAGES: Record<string, string> = {
  'Invalid email or password.': 'invalidCredentials',
  'The code is not valid.': 'codeInvalid',
  'Your account is locked. Please contact the firm.': 'accountLocked',
  'Your session has ended. Please sign in again.': 'sessionEnded',
  'Please sign in to continue.': 'signInFirst',
  'Please change your temporary password to continue.': 'changeTemporary',
  'You do not have permission to do this.': 'noPermission',
  'This link is not valid or has expired. Please ask for a new one.': 'linkInvalid',
  'This password is too common. Choose one that is harder to guess.': 'passwordCommon',
  'The old password is not correct.': 'oldPasswordWrong',
  'The password is not correct.': 'passwordWrong',
  'The password or the code is not correct.': 'passwordOrCodeWrong',
  'Verification code is invalid.': 'verificationCodeInvalid',
  'This key is out of date. Start the set-up again.': 'keyOutOfDate',
  'Start the set-up again: no key is waiting to be confirmed.': 'setupAgain',
  'Two-step verification is already on. To use another authenticator, turn it off first.': 'mfaAlreadyOn',
  'Enter your password to make new recovery codes.': 'passwordForCodes',
  'Too many requests from your address. Please wait a minute and try again.': 'tooManyRequests',
  'A user with this email already exists.': 'userExists',
  'A case type with this name already exists.': 'caseTypeExists',
  'Case not found.': 'caseNotFound',
  'Case type not found.': 'caseTypeNotFound',
  'File not found.': 'fileNotFound',
  'The uploaded file was not found. Please upload it again.': 'uploadGone',
  'The file name is not acceptable. Rename the file and try again.': 'fileName',
  'The file is empty. Choose it again, or take the photo again.': 'fileEmpty',
  "The file's content does not match its extension.": 'fileMismatch',
  'The upload was cut off or is not valid multipart/form-data. Please try again.': 'uploadBroken',
  'Choose an active solicitor.': 'chooseSolicitor',
};

/** Sentences that carry a value: the minutes of a lock, a size limit, the accepted formats. */
const WITH_VALUES: Array<{ pattern: RegExp; key: string; values: (match: RegExpExecArray) => object }> = [
  {
    pattern: /^Too many failed attempts\. Try again in (\d+) minutes?\.$/,
    key: 'lockedFor',
    values: (match) => ({ count: Number(match[1]) }),
  },
  {
    pattern: /^The file is too large\. The limit is (.+)\.$/,
    key: 'tooLarge',
    values: (match) => ({ limit: match[1] }),
  },
  {
    pattern: /^Invalid file selected\. Accepted formats: (.+)\.$/,
    key: 'notAccepted',
    values: (match) => ({ formats: match[1] }),
  },
];

/** A server's sentence in the reader's language, when it is one the locales hold. */
export function translateServerMessage(text: string): string {
  const key = SERVER_MESSAGES[text];
  if (key) return i18n.t(`server.${key}`, { defaultValue: text });
  for (const { pattern, key: withValues, values } of WITH_VALUES) {
    const match = pattern.exec(text);
    if (match) return i18n.t(`server.${withValues}`, { ...values(match), defaultValue: text });
  }
  return text;
}
