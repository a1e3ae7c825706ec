import { LoginCodeRequestSchema, LoginRecoveryRequestSchema, LoginRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

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
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password', 'twoFactorCode', 'recoveryCode'];

export const EMPTY_LOGIN: LoginValues = {
  email: '',
  password: '',
  rememberMe: false,
  twoFactorCode: '',
  recoveryCode: '',
};

const CHECK = {
  password: zodResolver(LoginRequestSchema),
  mfa: zodResolver(LoginCodeRequestSchema),
  recovery: zodResolver(LoginRecoveryRequestSchema),
} as const;

/**
 * The form's resolver: the schema of the mode the form is in (its context), given what that mode
 * sends (the other mode's code is not sent, so it cannot be wrong). Each field gets its first
 * problem, a message key; valid values reach the submit as they were typed.
 */
export const loginResolver: Resolver<LoginValues, LoginMode> = async (values, mode = 'password', options) => {
  const sent = {
    email: values.email,
    password: values.password,
    twoFactorCode: mode === 'mfa' ? values.twoFactorCode : null,
    recoveryCode: mode === 'recovery' ? values.recoveryCode : null,
  };
  // The modes' schemas differ only in which code they require: each reads the same four fields.
  const { errors } = await CHECK[mode](sent as never, undefined, options as never);
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
