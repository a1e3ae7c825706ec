import { describe, expect, it } from 'vitest';
import { EMPTY_LOGIN, type LoginMode, type LoginValues, loginResolver } from './login-mode';

const cases: [LoginMode, Partial<LoginValues>, Record<string, string>][] = [
  ['password', {}, { email: 'email.required', password: 'password.required' }],
  ['password', { email: 'someone@example.com', password: 'x' }, {}],
  ['password', { email: 'not-an-email', password: 'x' }, { email: 'email.invalid' }],
  ['password', { email: 'a@b', password: 'x' }, { email: 'email.invalid' }],
  ['password', { email: '  amara@firm.co.uk ', password: 'x' }, {}],
  ['password', { email: 'a..b@example.com', password: 'x' }, { email: 'email.invalid' }],
  ['password', { email: 'a@example.com', password: 'x'.repeat(1025) }, { password: 'password.tooLong' }],
  // A code typed before the server asked for one is not sent, so it cannot be wrong.
  ['password', { email: 'a@example.com', password: 'x', twoFactorCode: '1' }, {}],
  ['mfa', { email: 'a@example.com', password: 'x' }, { twoFactorCode: 'mfaCode.required' }],
  [
    'mfa',
    { email: 'a@example.com', password: 'x', twoFactorCode: '12345' },
    { twoFactorCode: 'mfaCode.length' },
  ],
  ['mfa', { email: 'a@example.com', password: 'x', twoFactorCode: '123 456' }, {}],
  [
    'mfa',
    { email: 'a@example.com', password: 'x', twoFactorCode: '12345678' },
    { twoFactorCode: 'mfaCode.length' },
  ],
  [
    'recovery',
    { email: 'a@example.com', password: 'x', recoveryCode: '  ' },
    { recoveryCode: 'recoveryCode.required' },
  ],
  ['recovery', { email: 'a@example.com', password: 'x', recoveryCode: 'ABCDE-12345' }, {}],
  [
    'recovery',
    { email: 'a@example.com', password: 'x', recoveryCode: 'A'.repeat(33) },
    { recoveryCode: 'field.tooLong' },
  ],
];

/** Each field's problem, as the form shows it: the first, by its message key. */
async function problems(values: LoginValues, mode: LoginMode): Promise<Record<string, unknown>> {
  const { errors } = await loginResolver(values, mode, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('the login form checked by the contract', () => {
  it.each(cases)('in %s mode, %o gives %o', async (mode, partial, expected) => {
    expect(await problems({ ...EMPTY_LOGIN, ...partial }, mode)).toEqual(expected);
  });

  it('hands valid values to the submit as they were typed', async () => {
    const typed = { ...EMPTY_LOGIN, email: ' a@example.com ', password: 'x', rememberMe: true };
    expect(await loginResolver(typed, 'password', { fields: {}, shouldUseNativeValidation: false })).toEqual({
      values: typed,
      errors: {},
    });
  });
});
