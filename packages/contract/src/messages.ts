/**
 * Validation and account messages, keyed for translation. Schemas carry the key; the web app
 * translates it (locales/<lng>.json, "messages" section) and the API answers in English.
 */
export const MESSAGES = {
  'email.required': 'Email is required',
  'email.invalid': 'Email must be a valid email address',
  'password.required': 'Password is required',
  'password.tooLong': 'Password must be at most 128 characters long',
  'password.weak':
    'Password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*',
  'password.common': 'This password is too common. Choose one that is harder to guess.',
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
  'personal.phone.invalid': 'Invalid phone number.',
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
  'case.caseType.required': 'Case Type is required.',
  'case.supportType.required': 'Support Type is required.',
  'note.required': 'Write a note first.',
  'caseType.name.required': 'Case type name is required',
  'caseType.documentType.required': 'Please select a document type',
  'caseType.documentName.required': 'Document name is required',
  'caseType.supportType.required': 'Support type is required for eligibility documents',
  'caseType.template.required': 'Template file is required',
  'caseType.documents.required': 'Add at least one document to the case type.',
  'caseType.supportTypes.required': 'Allow at least one support type.',
  'userId.invalid': 'The link is not valid',
  'code.required': 'The link is not valid',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The English text of a message key; anything that is not a key is returned as it is. */
export function messageText(keyOrText: string): string {
  return (MESSAGES as Record<string, string>)[keyOrText] ?? keyOrText;
}
