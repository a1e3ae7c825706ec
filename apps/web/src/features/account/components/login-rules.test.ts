import { LoginRecoveryRequestSchema, LoginRequestSchema } from '@docket/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_LOGIN, type LoginMode, type LoginValues, validateLogin } from './login-rules';

/** The login form validates without zod (page budget); these cases keep it in step with the contract. */
function contractErrors(values: LoginValues, mode: LoginMode): Record<string, string> {
  const body = {
    email: values.email,
    password: values.password,
    ...(mode === 'mfa' ? { twoFactorCode: values.twoFactorCode } : {}),
    ...(mode === 'recovery' ? { recoveryCode: values.recoveryCode } : {}),
  };
  const schema = mode === 'recovery' ? LoginRecoveryRequestSchema : LoginRequestSchema;
  const result = schema.safeParse(body);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

const cases: [LoginMode, Partial<LoginValues>][] = [
  ['password', {}],
  ['password', { email: 'someone@example.com', password: 'x' }],
  ['password', { email: 'not-an-email', password: 'x' }],
  ['password', { email: 'a@b', password: 'x' }],
  ['password', { email: '  amara@firm.co.uk ', password: 'x' }],
  ['password', { email: 'a..b@example.com', password: 'x' }],
  ['mfa', { email: 'a@example.com', password: 'x', twoFactorCode: '12345' }],
  ['mfa', { email: 'a@example.com', password: 'x', twoFactorCode: '123 456' }],
  ['mfa', { email: 'a@example.com', password: 'x', twoFactorCode: '12345678' }],
  ['recovery', { email: 'a@example.com', password: 'x', recoveryCode: '  ' }],
  ['recovery', { email: 'a@example.com', password: 'x', recoveryCode: 'ABCDE-12345' }],
];

describe('login rules', () => {
  it.each(cases)('agree with the contract schema in %s mode for %o', (mode, partial) => {
    const values = { ...EMPTY_LOGIN, ...partial };
    expect(validateLogin(values, mode)).toEqual(contractErrors(values, mode));
  });

  it('requires the MFA code only in MFA mode, with the spec message', () => {
    const values = { ...EMPTY_LOGIN, email: 'a@example.com', password: 'x' };
    expect(validateLogin(values, 'password')).toEqual({});
    expect(validateLogin(values, 'mfa')).toEqual({ twoFactorCode: 'mfaCode.required' });
    expect(validateLogin(values, 'recovery')).toEqual({ recoveryCode: 'recoveryCode.required' });
  });
});
