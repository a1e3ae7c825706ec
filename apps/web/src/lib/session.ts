import { LIMITS } from '@docket/contract';
import { decodeToken, InvalidTokenError, type TokenClaims } from './jwt';
import { navigateTo } from './navigation';

export const TOKEN_KEY = 'auth';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const LOGIN_PATH = '/account/login';

/** Keys that survive logout: device preferences, not personal data. */
const KEPT_ON_LOGOUT = new Set<string>(['docket.appearance']);

export interface SessionUser {
  userId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatar: string;
  role: string;
  isAdmin: boolean;
  isMfaEnabled: boolean;
}

/** Obtains a fresh access token; registered by the account feature once refresh exists. */
export type RefreshHandler = (refreshToken: string) => Promise<string | null>;

const listeners = new Set<() => void>();
const logoutListeners = new Set<() => void>();
let refreshHandler: RefreshHandler | null = null;
let refreshInFlight: Promise<boolean> | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs after every logout, e.g. to drop cached server data of the previous user. */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string, refreshToken?: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (refreshToken) sessionStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  notify();
}

function readClaims(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    return decodeToken(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) return null;
    throw error;
  }
}

/** A token counts as expired once fewer than the margin's seconds remain before `exp`. */
export function isTokenExpired(token: string | null, nowMs = Date.now()): boolean {
  const exp = readClaims(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp - LIMITS.tokenExpiryMarginSeconds <= nowMs / 1000;
}

export function isLoggedIn(nowMs = Date.now()): boolean {
  const token = getToken();
  if (!token) return false;
  if (!isTokenExpired(token, nowMs)) return true;
  // The spec answers at once and lets a refresh replace the token in the background.
  void refreshSession();
  return false;
}

function asFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === 'True';
}

export function getSessionUser(token = getToken()): SessionUser | null {
  const claims = readClaims(token);
  if (!claims) return null;
  const firstName = claims.FirstName ?? '';
  const lastName = claims.LastName ?? '';
  return {
    userId: claims.UserId ?? '',
    firstName,
    lastName,
    fullName: claims.FullName ?? `${firstName} ${lastName}`.trim(),
    avatar: claims.Avatar ?? '',
    role: claims.Role ?? '',
    isAdmin: asFlag(claims.IsAdmin),
    isMfaEnabled: asFlag(claims.IsMFAEnabled),
  };
}

export function setRefreshHandler(handler: RefreshHandler | null): void {
  refreshHandler = handler;
}

/** Tries once to swap the refresh token for a new access token; concurrent callers share one try. */
export function refreshSession(): Promise<boolean> {
  const refreshToken = sessionStorage.getItem(REFRESH_TOKEN_KEY);
  if (!refreshHandler || !refreshToken) return Promise.resolve(false);
  const handler = refreshHandler;
  refreshInFlight ??= handler(refreshToken)
    .then((token) => {
      if (!token) return false;
      setToken(token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

export function clearSession(): void {
  for (const key of Object.keys(localStorage)) {
    if (!KEPT_ON_LOGOUT.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.removeItem(REFRESH_TOKEN_KEY);
  notify();
  for (const listener of logoutListeners) listener();
}

export function logout(): void {
  // Navigate first so the guarded shell is left before it sees the empty session and adds a returnUrl.
  navigateTo(LOGIN_PATH);
  clearSession();
}

// Another tab signing in or out changes what this tab may show.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) notify();
  });
}
