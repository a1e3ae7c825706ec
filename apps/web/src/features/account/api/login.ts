import { API_PATHS, type LoginRequest, type LoginResponse } from '@docket/contract';
import { api } from '../../../lib/api-client';

/**
 * Password first; with two-step verification on, the same call again with twoFactorCode. The
 * login page calls these directly (no query library) to keep its download small.
 */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>(API_PATHS.login, body, { auth: 'none' });
}

/** The recovery-code mode: e-mail, password and one unused recovery code. */
export function loginWithRecoveryCode(body: LoginRequest & { recoveryCode: string }): Promise<LoginResponse> {
  return api.post<LoginResponse>(API_PATHS.loginWithRecoveryCode, body, { auth: 'none' });
}
