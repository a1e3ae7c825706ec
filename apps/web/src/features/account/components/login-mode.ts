import {
  LoginCodeRequestSchema,
  LoginRecoveryRequestSchema,
  LoginRequestSchema,
  type MessageKey,
} from '@docket/contract';

/**
 * The login form's modes and how each is checked: by the contract's own sign-in schemas (zod/mini,
 * so the sign-in page carries zod's small core rather than its whole API; decision 031).
 */
export type LoginMode = 'password' | 'mfa' | 'recovery';

/** The spec's login step codes: 1 Login, 2 MFA, 3 RecoveryCodes. */
export const LOGIN_STEP: Record<LoginMode, 1 | 2 | 3> = { password: 1, mfa: 2, recovery: 3 };

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
  twoFactorCode: string;
  recoveryCode: string;
}

export type LoginField = 'email' | 'password' | 'twoFactorCode' | 'recoveryCode';
export type LoginErrors = Partial<Record<LoginField, MessageKey>>;

export const EMPTY_LOGIN: LoginValues = {
  email: '',
  password: '',
  rememberMe: false,
  twoFactorCode: '',
  recoveryCode: '',
};

const SCHEMA_OF = {
  password: LoginRequestSchema,
  mfa: LoginCodeRequestSchema,
  recovery: LoginRecoveryRequestSchema,
} as const;

/** The first problem of each field the mode sends (the other mode's code is not sent). */
export function validateLogin(values: LoginValues, mode: LoginMode): LoginErrors {
  const result = SCHEMA_OF[mode].safeParse({
    email: values.email,
    password: values.password,
    twoFactorCode: mode === 'mfa' ? values.twoFactorCode : null,
    recoveryCode: mode === 'recovery' ? values.recoveryCode : null,
  });
  const errors: LoginErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as LoginField;
    errors[field] ??= issue.message as MessageKey;
  }
  return errors;
}
