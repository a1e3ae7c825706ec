import type { AccessTokenClaims } from '@docket/contract';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, accessTokenKey, signAccessToken, verifyAccessToken } from './access-token.ts';

const claims: AccessTokenClaims = {
  UserId: '2b0d6c55-3c7e-4c1e-9a39-8d1f0c1b5b11',
  FirstName: 'Amina',
  LastName: 'Yusuf',
  FullName: 'Amina Yusuf',
  IsMFAEnabled: false,
  IsAdmin: false,
  Avatar: null,
  Role: 'Client',
  sid: '6f1f5d0e-9d7a-4f3e-8f62-3c2b1a0e9d88',
};
const issued = new Date('2026-11-21T10:00:00Z');
const later = (seconds: number) => new Date(issued.getTime() + seconds * 1000);

describe('access tokens', () => {
  it('verifies a token again after it has been seen, until it expires', async () => {
    const key = accessTokenKey('a'.repeat(40));
    const token = await signAccessToken(key, claims, issued);
    expect(await verifyAccessToken(key, token, later(1))).toMatchObject({
      sid: claims.sid,
      sub: claims.UserId,
    });
    expect(await verifyAccessToken(key, token, later(ACCESS_TOKEN_SECONDS - 1))).toMatchObject({
      sid: claims.sid,
    });
    await expect(verifyAccessToken(key, token, later(ACCESS_TOKEN_SECONDS))).rejects.toThrow();
    await expect(verifyAccessToken(key, token, later(ACCESS_TOKEN_SECONDS + 60))).rejects.toThrow();
  });

  it('refuses an altered token, or one signed with another key, even once the genuine one is known', async () => {
    const key = accessTokenKey('b'.repeat(40));
    const token = await signAccessToken(key, claims, issued);
    await verifyAccessToken(key, token, later(1));
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(payload!, 'base64url').toString().replace('"Client"', '"Admin"');
    await expect(
      verifyAccessToken(key, `${header}.${Buffer.from(forged).toString('base64url')}.${signature}`, later(1)),
    ).rejects.toThrow();
    await expect(verifyAccessToken(key, `${header}.${payload}.${signature}x`, later(1))).rejects.toThrow();
    await expect(verifyAccessToken(accessTokenKey('c'.repeat(40)), token, later(1))).rejects.toThrow();
  });

  it('answers claims nobody can change', async () => {
    const key = accessTokenKey('d'.repeat(40));
    const token = await signAccessToken(key, claims, issued);
    const first = await verifyAccessToken(key, token, later(1));
    expect(() => {
      (first as { Role: string }).Role = 'Admin';
    }).toThrow();
    expect((await verifyAccessToken(key, token, later(2))).Role).toBe('Client');
  });
});
