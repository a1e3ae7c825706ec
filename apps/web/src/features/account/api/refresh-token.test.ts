import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from './refresh-token';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('refreshTokens', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('auth', 'expired-access-token');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the refresh token in the refreshToken header, without the access token, and returns the new pair', async () => {
    fetchMock.mockResolvedValue(
      json({ success: true, data: { token: 't2', refreshToken: 'r2' }, responseMessage: '' }),
    );
    await expect(refreshTokens('r1')).resolves.toEqual({ token: 't2', refreshToken: 'r2' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/Authentication/RefreshToken');
    const headers = init.headers as Record<string, string>;
    // The header the contract names (header names are not case-sensitive; servers read them in lower case).
    expect(headers.refreshtoken).toBe('r1');
    expect(headers.Authorization).toBeUndefined();
  });

  it('answers null when the server refuses the token (used, revoked or expired)', async () => {
    fetchMock.mockResolvedValue(
      json(
        { success: false, data: null, responseMessage: 'Your session has ended.', code: 'SESSION_ENDED' },
        401,
      ),
    );
    await expect(refreshTokens('r-used')).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
