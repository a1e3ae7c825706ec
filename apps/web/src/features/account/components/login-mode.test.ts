import { describe, expect, it } from 'vitest';
import { EMPTY_LOGIN, type LoginMode, type LoginValues, validateLogin } from './login-mode';

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

describe('the login form checked by the contract', () => {
  it.each(cases)('in %s mode, %o gives %o', (mode, partial, expected) => {
    expect(validateLogin({ ...EMPTY_LOGIN, ...partial }, mode)).toEqual(expected);
  });
});
