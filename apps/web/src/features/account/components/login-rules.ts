import type { MessageKey } from '@docket/contract';

/**
 * The login form's rules, written without zod so the sign-in page stays under its 150 kB budget
 * (zod and react-hook-form together would add about 36 kB gzip). login-rules.test.ts checks that
 * they agree with the contract's LoginRequestSchema and LoginRecoveryRequestSchema.
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

// The expression zod's z.email() uses.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Which fields each mode requires: the code only in MFA mode, the recovery code only in recovery mode. */
export function validateLogin(values: LoginValues, mode: LoginMode): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'email.required';
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = 'email.invalid';
  if (!values.password) errors.password = 'password.required';
  else if (values.password.length > 1024) errors.password = 'password.tooLong';
  if (mode === 'mfa') {
    const code = values.twoFactorCode.trim();
    if (!code) errors.twoFactorCode = 'mfaCode.required';
    else if (code.length < 6 || code.length > 7) errors.twoFactorCode = 'mfaCode.length';
  }
  if (mode === 'recovery' && !values.recoveryCode.trim()) errors.recoveryCode = 'recoveryCode.required';
  return errors;
}
