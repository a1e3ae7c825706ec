import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, validToken } from '@/test/tokens';
import { setNavigator } from './navigation';
import {
  getSessionUser,
  isLoggedIn,
  isTokenExpired,
  logout,
  onLogout,
  REFRESH_TOKEN_KEY,
  setToken,
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
