import { API } from '@docket/contract';
import { call, type Input } from '@/lib/api-client';

/**
 * Password first; with two-step verification on, the same call again with twoFactorCode. The
 * login page calls these directly (no query library) to keep its download small.
 */
export function login(body: Input<'login'>['body']) {
  return call(API.login, { body }, { auth: 'none' });
}

/** The recovery-code mode: e-mail, password and one unused recovery code. */
export function loginWithRecoveryCode(body: Input<'loginWithRecoveryCode'>['body']) {
  return call(API.loginWithRecoveryCode, { body }, { auth: 'none' });
}
