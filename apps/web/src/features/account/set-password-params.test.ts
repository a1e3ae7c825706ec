import { describe, expect, it } from 'vitest';
import { readSetPasswordParams } from './set-password-params';

describe('readSetPasswordParams', () => {
  it('reads userId, code and returnUrl from the e-mailed link', () => {
    const params = new URLSearchParams('userId=u1&code=abc%2B1&returnUrl=%2Fcases');
    expect(readSetPasswordParams(params)).toEqual({ userId: 'u1', code: 'abc+1', returnUrl: '/cases' });
  });

  it('defaults returnUrl to / and never to another site', () => {
    expect(readSetPasswordParams(new URLSearchParams('returnUrl=https://evil.example')).returnUrl).toBe('/');
    expect(readSetPasswordParams(new URLSearchParams('')).returnUrl).toBe('/');
  });
});
