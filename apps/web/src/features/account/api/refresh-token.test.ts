import { API } from '@docket/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../../../lib/api-client';
import { setNavigator } from '../../../lib/navigation';
import { REFRESH_TOKEN_KEY, sessionEndNote, setRefreshHandler, TOKEN_KEY } from '../../../lib/session';
import { testCurrentUser } from '../../../test/fixtures';
import { answer, fail, respond, sent, server } from '../../../test/network';
import { validToken } from '../../../test/tokens';
import { refreshTokens } from './refresh-token';

afterEach(() => setRefreshHandler(null));

describe('refreshTokens', () => {
  it('sends the refresh token in the refreshToken header, without the access token, and returns the new pair', async () => {
    localStorage.setItem(TOKEN_KEY, 'expired-access-token');
    server.use(answer(API.refreshToken, { token: 't2', refreshToken: 'r2' }));
    await expect(refreshTokens('r1')).resolves.toEqual({ token: 't2', refreshToken: 'r2' });
    const [request] = sent(API.refreshToken);
    expect(request?.path).toBe('/api/Authentication/RefreshToken');
    // The header the contract names (header names are not case-sensitive; servers read them in lower case).
    expect(request?.headers.refreshtoken).toBe('r1');
    expect(request?.token).toBeNull();
  });

  it('answers null when the server refuses the token (used, revoked or expired)', async () => {
    server.use(fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'ended' } }));
    await expect(refreshTokens('r-used')).resolves.toBeNull();
    expect(sent(API.refreshToken)).toHaveLength(1);
  });

  it('lets a server failure through, so that it does not end the session', async () => {
    server.use(fail(API.refreshToken, 'OVERLOADED'));
    await expect(refreshTokens('r1')).rejects.toMatchObject({ status: 503, code: 'OVERLOADED' });
  });
});

describe('the session’s refresh handler', () => {
  const me = testCurrentUser();

  it('revives a call refused for an expired token: RefreshToken, then the call again with the new token', async () => {
    const expired = validToken({ exp: Math.floor(Date.now() / 1000) - 60 });
    const fresh = validToken();
    localStorage.setItem(TOKEN_KEY, expired);
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r-remembered');
    setRefreshHandler(refreshTokens);
    server.use(
      respond(API.getCurrentUser, ({ token }, reply) =>
        token === fresh ? reply.ok(me) : reply.fail('SESSION_ENDED', { params: { reason: 'ended' } }),
      ),
      respond(API.refreshToken, ({ headers }, reply) =>
        headers.refreshtoken === 'r-remembered'
          ? reply.ok({ token: fresh, refreshToken: 'r-next' })
          : reply.fail('SESSION_ENDED', { params: { reason: 'ended' } }),
      ),
    );

    await expect(call(API.getCurrentUser)).resolves.toEqual(me);
    expect(sent(API.getCurrentUser).map((request) => request.token)).toEqual([expired, fresh]);
    expect(sent(API.refreshToken)).toHaveLength(1);
    // The rotated refresh token replaces the spent one where it was kept (Remember me: local storage).
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r-next');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
  });

  it('notes why the session ended, and that reason is the one the sign-in page says, not the request’s', async () => {
    const navigated: string[] = [];
    setNavigator((to) => void navigated.push(to));
    localStorage.setItem(TOKEN_KEY, validToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    sessionStorage.setItem(REFRESH_TOKEN_KEY, 'r-1');
    setRefreshHandler(refreshTokens);
    server.use(
      fail(API.getCases, 'SESSION_ENDED', { params: { reason: 'expired' } }),
      fail(API.refreshToken, 'SESSION_ENDED', { params: { reason: 'passwordChanged' } }),
    );

    await expect(call(API.getCases)).rejects.toMatchObject({ code: 'SESSION_ENDED' });

    expect(sessionEndNote()).toBe('passwordChanged');
    expect(navigated).toEqual(['/account/login']);
  });
});
