/** Shared patterns of spec section 5; its phone patterns are part of the phone-number rule (phones.ts). */
export const PATTERNS = {
  /** At least one of each: uppercase, lowercase, digit, one of !@#$%^&*; 8 characters or more. */
  strongPassword: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/,
} as const;

/** The live checklist under password fields, in the order the screens show it. */
export const PASSWORD_RULES = [
  { key: 'length', test: (value: string) => value.length >= 8 },
  { key: 'uppercase', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'lowercase', test: (value: string) => /[a-z]/.test(value) },
  { key: 'digit', test: (value: string) => /\d/.test(value) },
  { key: 'special', test: (value: string) => /[!@#$%^&*]/.test(value) },
] as const;
