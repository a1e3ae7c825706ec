import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, validToken } from '../test/tokens';
import { setNavigator } from './navigation';
import {
  getSessionUser,
  isLoggedIn,
  isTokenExpired,
  logout,
  onLogout,
  REFRESH_TOKEN_KEY,
  refreshSession,
  setRefreshHandler,
  setToken,
  startSession,
  TOKEN_KEY,
} from './session';

const NOW = 1_750_000_000_000;
const tokenExpiringIn = (seconds: number) => makeToken({ exp: NOW / 1000 + seconds });

describe('session expiry', () => {
  it('treats a token with more than 5 seconds left as valid', () => {
    expect(isTokenExpired(tokenExpiringIn(6), NOW)).toBe(false);
  });

  it('treats a token with 5 seconds or less left as expired', () => {
    expect(isTokenExpired(tokenExpiringIn(5), NOW)).toBe(true);
    expect(isTokenExpired(tokenExpiringIn(4), NOW)).toBe(true);
  });

  it('treats missing, unreadable or exp-less tokens as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired('garbage', NOW)).toBe(true);
    expect(isTokenExpired(makeToken({ UserId: 'x' }), NOW)).toBe(true);
  });

  it('is logged in only with a stored, unexpired token under "auth"', () => {
    expect(isLoggedIn(NOW)).toBe(false);
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(60));
    expect(isLoggedIn(NOW)).toBe(true);
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(3));
    expect(isLoggedIn(NOW)).toBe(false);
  });
});

describe('session user', () => {
  it('maps the token claims, reading the flags whatever their spelling', () => {
    expect(getSessionUser(validToken())).toMatchObject({
      userId: 'u-1',
      fullName: 'Amara Okafor',
      isAdmin: true,
      isMfaEnabled: false,
      role: 'Admin',
    });
  });

  it('has no user without a readable token', () => {
    expect(getSessionUser(null)).toBeNull();
    expect(getSessionUser('x.y')).toBeNull();
  });
});

describe('logout', () => {
  const navigate = vi.fn();
  beforeEach(() => setNavigator(navigate));
  afterEach(() => navigate.mockReset());

  it('clears local storage but keeps the appearance, drops the refresh token and goes to login', () => {
    setToken(validToken(), 'refresh-1');
    localStorage.setItem('docket.appearance', '{"theme":"dark"}');
    localStorage.setItem('draft', 'x');
    const listener = vi.fn();
    const stop = onLogout(listener);

    logout();
    stop();

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('draft')).toBeNull();
    expect(localStorage.getItem('docket.appearance')).toBe('{"theme":"dark"}');
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/account/login');
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe('refresh hook', () => {
  afterEach(() => setRefreshHandler(null));

  it('does nothing until a refresh handler is registered', async () => {
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    await expect(refreshSession()).resolves.toBe(false);
  });

  it('stores the new token pair when the registered handler returns one', async () => {
    const fresh = validToken({ FullName: 'Fresh' });
    const handler = vi.fn().mockResolvedValue({ token: fresh, refreshToken: 'r-2' });
    setRefreshHandler(handler);
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    await expect(refreshSession()).resolves.toBe(true);
    expect(handler).toHaveBeenCalledWith('r-1');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    // Each refresh token works once: the rotated one replaces it, in the same storage.
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-2');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('makes concurrent callers share one refresh (a refresh token works only once)', async () => {
    let release: (tokens: { token: string; refreshToken: string }) => void = () => {};
    const handler = vi.fn(
      () =>
        new Promise<{ token: string; refreshToken: string }>((resolve) => {
          release = resolve;
        }),
    );
    setRefreshHandler(handler);
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-once');
    const calls = [refreshSession(), refreshSession(), refreshSession()];
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
    release({ token: validToken(), refreshToken: 'r-after' });
    await expect(Promise.all(calls)).resolves.toEqual([true, true, true]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-after');
    // Once settled, the next refresh is a new one with the rotated token.
    handler.mockResolvedValueOnce({ token: validToken(), refreshToken: 'r-3' });
    await refreshSession();
    expect(handler).toHaveBeenLastCalledWith('r-after');
  });

  it('keeps a remembered session in local storage across rotations', async () => {
    startSession({ token: validToken(), refreshToken: 'r-remember' }, true);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-remember');
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    setRefreshHandler(vi.fn().mockResolvedValue({ token: validToken(), refreshToken: 'r-rotated' }));
    await refreshSession();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-rotated');
  });

  it('answers false when the server refuses the refresh token', async () => {
    setRefreshHandler(vi.fn().mockResolvedValue(null));
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-dead');
    await expect(refreshSession()).resolves.toBe(false);
  });

  it('starts a background refresh when the stored token has expired', () => {
    const handler = vi.fn().mockResolvedValue(null);
    setRefreshHandler(handler);
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-2');
    localStorage.setItem(TOKEN_KEY, tokenExpiringIn(1));
    expect(isLoggedIn(NOW)).toBe(false);
    expect(handler).toHaveBeenCalledWith('r-2');
  });
});
