/**
 * Validation messages, keyed for translation. Schemas carry the key; a failed field comes back
 * from the API with the key as its `code` (and the English in `errorMessage`), and the web app
 * translates the key (locales/<lng>.json, "messages" section). `{{name}}` marks a parameter.
 */
export const MESSAGES = {
  'email.required': 'Email is required',
  'email.invalid': 'Email must be a valid email address',
  'password.required': 'Password is required',
  'password.tooLong': 'Password must be at most 128 characters long',
  'password.weak':
    'Password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*',
  'password.common': 'This password is too common. Choose one that is harder to guess.',
  'password.wrong': 'The password is not correct.',
  'changePassword.old.wrong': 'The old password is not correct.',
  'authenticatorCode.wrong': 'Verification code is invalid.',
  'user.email.taken': 'A user with this email already exists.',
  'mfaCode.required': 'MFA code is required',
  'mfaCode.length': 'MFA code must be between 6 and 7 characters long',
  'recoveryCode.required': 'Recovery code is required',
  'confirmPassword.required': 'Confirm password is required',
  'confirmPassword.mismatch': 'Password and confirm not match.',
  'firstName.required': 'First name is required',
  'lastName.required': 'Last name is required',
  'name.tooLong': 'Must be at most 50 characters',
  'contact.required': 'Contact is required',
  'contact.invalid': 'Please enter valid contact number',
  'signupEmail.invalid': 'Please enter valid email',
  'authenticatorCode.required': 'Authenticator code is required',
  'authenticatorCode.invalid': 'Enter the 6-digit code from your authenticator app',
  'personal.firstName.required': 'First name is required.',
  'personal.lastName.required': 'Last name is required.',
  'personal.gender.required': 'Gender is required.',
  'personal.phone.required': 'Phone number is required.',
  'birthDate.outOfRange': 'Date of birth must be between 1900-01-01 and today.',
  'date.outOfRange': 'Enter a date from 1900-01-01 to 9999-12-30.',
  'changePassword.old.required': 'Old password is required',
  'changePassword.new.required': 'New password is required.',
  'changePassword.confirm.required': 'Please confirm your new password.',
  'changePassword.mismatch': 'New and confirm password not match.',
  'address.country.required': 'Please select country.',
  'address.state.required': 'State is required.',
  'address.city.required': 'City is required.',
  'address.postcode.required': 'Postcode is required.',
  'address.line1.required': 'Address line 1 is required.',
  'field.tooLong': 'This value is too long',
  'field.required': 'This field is required.',
  'field.invalid': 'This value is not valid.',
  'field.tooShort': 'This value is too short.',
  'field.tooSmall': 'Enter {{minimum}} or more.',
  'field.tooBig': 'Enter {{maximum}} or less.',
  'field.invalidOption': 'Choose one of the options offered.',
  'user.firstName.invalid': 'First Name is required and must be less than 50 characters.',
  'user.lastName.invalid': 'Last Name is required and must be less than 50 characters.',
  'user.email.invalid': 'A valid email is required.',
  'user.role.required': 'Role is required.',
  'case.solicitor.required': 'Choose a solicitor.',
  'supportType.unknown': 'Choose a support type from the list.',
  'case.client.required': 'Choose the client the case is for.',
  'checklist.decision.required': 'Choose Accept, Reject or Waive.',
  'checklist.reasonCode.required': 'Choose why the document is sent back.',
  'checklist.reason.required': 'Say why, in a few words.',
  'checklist.documentName.required': 'Name the document you need.',
  'checklist.dueDate.past': 'Choose today or a later date.',
  'caseType.reminderDays.invalid': 'Reminder days must rise from 1 to 365, at most ten of them.',
  'case.caseType.required': 'Case Type is required.',
  'case.supportType.required': 'Support Type is required.',
  'case.supportType.notOffered': 'This support type is not offered for this case type.',
  'case.caseType.unavailable': 'The selected case type is not available.',
  'case.document.missing': 'Please upload {{name}}.',
  'case.document.duplicate': 'Upload only one file for {{name}}.',
  'case.document.notRequired': 'Document {{id}} is not a required document of this case type.',
  'case.document.notEligibility': '{{name}} is not an eligibility document for the chosen support type.',
  'case.document.fileMissing': 'The file for {{name}} was not found. Please upload it again.',
  'note.required': 'Write a note first.',
  'caseType.name.required': 'Case type name is required',
  'caseType.documentType.required': 'Please select a document type',
  'caseType.documentName.required': 'Document name is required',
  'additionalDocument.name.required': 'Give the document a name.',
  'additionalDocument.file.required': 'Choose the file to add.',
  'caseType.supportType.required': 'Support type is required for eligibility documents',
  'caseType.template.required': 'Template file is required',
  'caseType.documents.required': 'Add at least one document to the case type.',
  'caseType.supportTypes.required': 'Allow at least one support type.',
  'caseType.maxAgeMonths.range': 'Enter a whole number of months from 1 to 120.',
  'userId.invalid': 'The link is not valid',
  'code.required': 'The link is not valid',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** The English text of a message key with its parameters filled in. */
export function messageText(key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
