import type { AccessTokenClaims } from '@docket/contract';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_SECONDS,
  accessTokenKey,
  signAccessToken,
  verifyAccessToken,
} from './access-token.ts';
import { must } from './must.ts';

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
    const forged = Buffer.from(must(payload, "the token's payload"), 'base64url')
      .toString()
      .replace('"Client"', '"Admin"');
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

  it('refuses a validly signed token whose session or user id is not a UUID, and does not remember it', async () => {
    const key = accessTokenKey('e'.repeat(40));
    const shapes: Array<Partial<Record<keyof AccessTokenClaims, unknown>>> = [
      { sid: 'x' },
      { sid: `${claims.sid}\n` },
      { sid: [claims.sid] },
      { UserId: '1 OR 1=1' },
      { UserId: 12345 },
      { UserId: undefined },
    ];
    for (const shape of shapes) {
      const token = await new SignJWT({ ...claims, ...shape })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.UserId)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issued)
        .setExpirationTime(later(60))
        .sign(key);
      await expect(verifyAccessToken(key, token, later(1)), JSON.stringify(shape)).rejects.toThrow(
        /must be a UUID/,
      );
      await expect(verifyAccessToken(key, token, later(2)), JSON.stringify(shape)).rejects.toThrow();
    }
    const upper = { ...claims, sid: claims.sid.toUpperCase() };
    expect((await verifyAccessToken(key, await signAccessToken(key, upper, issued), later(1))).sid).toBe(
      upper.sid,
    );
  });
});
