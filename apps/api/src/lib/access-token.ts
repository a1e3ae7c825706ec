import type { AccessTokenClaims } from '@docket/contract';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_ISSUER = 'docket';
export const ACCESS_TOKEN_AUDIENCE = 'docket-web';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export type AccessTokenKey = Uint8Array;

export function accessTokenKey(secret: string): AccessTokenKey {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  key: AccessTokenKey,
  claims: AccessTokenClaims,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.UserId)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

/** SECURITY: HS256 only (no "none", no key confusion); issuer, audience and expiry are checked. */
export async function verifyAccessToken(
  key: AccessTokenKey,
  token: string,
  now: Date,
): Promise<AccessTokenClaims> {
  const { payload } = await jwtVerify(token, key, {
    algorithms: ['HS256'],
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    currentDate: now,
    requiredClaims: ['exp', 'sub', 'sid'],
  });
  return payload as unknown as AccessTokenClaims;
}
