import { LIMITS, SESSION_END_REASONS, type SessionEndReason, type SessionTokens } from '@docket/contract';
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

/** The firm's people, who work on clients' cases: administrators and solicitors. */
export function isStaffRole(role: string | undefined): boolean {
  return role === 'Admin' || role === 'Solicitor';
}

const listeners = new Set<() => void>();
const logoutListeners = new Set<() => void>();

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

/**
 * The refresh token lives in session storage (gone when the browser closes), or in local storage
 * when the user ticked Remember me, so their 30-day session survives closing the browser.
 */
export function getRefreshToken(): string | null {
  return sessionStorage.getItem(REFRESH_TOKEN_KEY) ?? localStorage.getItem(REFRESH_TOKEN_KEY);
}

function isRemembered(): boolean {
  return localStorage.getItem(REFRESH_TOKEN_KEY) !== null;
}

function storeRefreshToken(refreshToken: string, remember: boolean): void {
  const [keep, drop] = remember ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
  keep.setItem(REFRESH_TOKEN_KEY, refreshToken);
  drop.removeItem(REFRESH_TOKEN_KEY);
}

/** Replaces the access token; a refresh token, when given, is kept where the current one is. */
export function setToken(token: string, refreshToken?: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (refreshToken) storeRefreshToken(refreshToken, isRemembered());
  notify();
}

/** Starts a session after sign-in. */
export function startSession(tokens: SessionTokens, remember: boolean): void {
  forgetSessionEnd();
  storeRefreshToken(tokens.refreshToken, remember);
  setToken(tokens.token);
}

/** Seconds until the token counts as expired (the margin included); null without a readable exp. */
export function secondsUntilExpiry(token: string | null, nowMs = Date.now()): number | null {
  const exp = readClaims(token)?.exp;
  if (typeof exp !== 'number') return null;
  return exp - LIMITS.tokenExpiryMarginSeconds - nowMs / 1000;
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

/**
 * Answers at once, as the spec has it; an expired token is replaced in the background by the
 * token refresh (token-refresh.ts), whose timer renews it as soon as it runs out.
 */
export function isLoggedIn(nowMs = Date.now()): boolean {
  return !isTokenExpired(getToken(), nowMs);
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

/**
 * Why the session ended, when the server said (SESSION_ENDED's `reason`): kept in session storage
 * from the sign-out until the sign-in page has said it, so it survives the move there and the
 * storage's clearing. Only the end of the session writes it (the token refresh's `endSession`,
 * or the guard sending the person to sign in), so it never speaks on a later, ordinary visit.
 */
const ENDED_KEY = 'docket.sessionEnded';
const endListeners = new Set<() => void>();

/** Why the last refresh was refused, held in memory for the sign-out it may lead to. */
let refusal: SessionEndReason | null = null;

/** The token refresh's word that the server refused the session, and why (null: forget it); nothing is shown yet. */
export function noteSessionEnd(reason: SessionEndReason | null): void {
  refusal = reason;
}

/**
 * The session is over and the person goes to the sign-in page, which will say why: the refused
 * refresh's reason, else the refused request's `reason`. The first sign-out's reason stands when
 * several requests are refused at once.
 */
export function keepSessionEndNote(reason?: SessionEndReason): void {
  const why = refusal ?? reason;
  refusal = null;
  if (!why || sessionEndNote()) return;
  sessionStorage.setItem(ENDED_KEY, why);
  for (const listener of endListeners) listener();
}

/** The reason a SESSION_ENDED answer gives; "ended" when it gives none this build knows. */
export function sessionEndReasonOf(params: Record<string, unknown> | undefined): SessionEndReason {
  const reason = params?.reason;
  return (SESSION_END_REASONS as readonly unknown[]).includes(reason)
    ? (reason as SessionEndReason)
    : 'ended';
}

export function sessionEndNote(): SessionEndReason | null {
  const value = sessionStorage.getItem(ENDED_KEY);
  return (SESSION_END_REASONS as readonly string[]).includes(value ?? '')
    ? (value as SessionEndReason)
    : null;
}

export function forgetSessionEnd(): void {
  refusal = null;
  sessionStorage.removeItem(ENDED_KEY);
  for (const listener of endListeners) listener();
}

export function subscribeSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

export function clearSession(): void {
  for (const key of Object.keys(localStorage)) {
    if (!KEPT_ON_LOGOUT.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
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
