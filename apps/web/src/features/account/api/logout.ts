import { API } from '@docket/contract';
import { call } from '@/lib/api-client';
import { getToken, logout } from '@/lib/session';

/** Asks the server to end the current session; failures are ignored (the session ends here anyway). */
export function revokeServerSession(): void {
  if (!getToken()) return;
  // The request reads the token synchronously, before the caller clears it.
  void call(API.logout, {}, { endSessionOn401: false }).catch(() => {});
}

/** Signs out: revoke on the server, clear local storage, go to the login screen. */
export function signOut(): void {
  revokeServerSession();
  logout();
}
