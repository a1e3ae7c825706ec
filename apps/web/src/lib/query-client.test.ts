import { afterEach, describe, expect, it } from 'vitest';
import { validToken } from '@/test/tokens';
import { createQueryClient } from './query-client';
import { clearSession, setToken } from './session';

describe('the query cache', () => {
  afterEach(() => clearSession());

  it('keeps its answers while the same user stays signed in, across a token refresh', () => {
    setToken(validToken({ UserId: 'amara' }));
    const client = createQueryClient();
    client.setQueryData(['dashboard', 'ALL'], { figures: 'amara' });
    setToken(validToken({ UserId: 'amara', exp: Math.floor(Date.now() / 1000) + 7200 }));
    expect(client.getQueryData(['dashboard', 'ALL'])).toEqual({ figures: 'amara' });
  });

  it("drops the previous user's answers when another user signs in without a logout here", () => {
    setToken(validToken({ UserId: 'amara' }));
    const client = createQueryClient();
    client.setQueryData(['dashboard', 'ALL'], { figures: 'amara' });
    // Amara's session ran out (or she logged out in another tab); Yusuf signs in at this browser.
    setToken(validToken({ UserId: 'yusuf' }));
    expect(client.getQueryData(['dashboard', 'ALL'])).toBeUndefined();
  });

  it('drops them when the session ends', () => {
    setToken(validToken({ UserId: 'amara' }));
    const client = createQueryClient();
    client.setQueryData(['cases'], ['a case']);
    clearSession();
    expect(client.getQueryData(['cases'])).toBeUndefined();
  });
});
