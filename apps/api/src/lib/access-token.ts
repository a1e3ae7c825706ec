import { createSecretKey, type webcrypto } from 'node:crypto';
import type { AccessTokenClaims } from '@docket/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_ISSUER = 'docket';
export const ACCESS_TOKEN_AUDIENCE = 'docket-web';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export type AccessTokenKey = webcrypto.CryptoKey;

/**
 * The HMAC key, imported once: given raw bytes, jose imports a key on every sign and verify, which
 * cost more than the verification itself on every authenticated request.
 */
export function accessTokenKey(secret: string): AccessTokenKey {
  return createSecretKey(Buffer.from(secret, 'utf8')).toCryptoKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
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

/**
 * Tokens whose signature and claims jose has verified, with their claims: the same token string
 * is presented on every request of its 15 minutes, and WebCrypto's HMAC round trip through the
 * thread pool cost a tenth of a simple request. Only the time-dependent checks (expiry, not-before)
 * are repeated for a known token; a different string, however close, is verified afresh. The
 * session behind the token is still read from the database on every request (plugins/auth.ts).
 */
const VERIFIED_LIMIT = 10_000;
const verified = new WeakMap<AccessTokenKey, Map<string, Readonly<AccessTokenClaims>>>();

type TimedClaims = { exp?: unknown; nbf?: unknown };

/** Any uuid as PostgreSQL reads it in its canonical form; the ids in a token were read from there. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_CLAIMS = ['sid', 'UserId'] as const;
const CLAIM_NOT_A_UUID = 'claim must be a UUID';

/** jose's own rule for a verified token at `now` (no clock tolerance): valid while exp > now, from nbf. */
function inTime(claims: TimedClaims, now: Date): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  return (
    typeof claims.exp === 'number' &&
    claims.exp > seconds &&
    (claims.nbf === undefined || (typeof claims.nbf === 'number' && claims.nbf <= seconds))
  );
}

/**
 * SECURITY: HS256 only (no "none", no key confusion); issuer, audience and expiry are checked, and
 * the session and user ids must be UUIDs.
 */
export async function verifyAccessToken(
  key: AccessTokenKey,
  token: string,
  now: Date,
): Promise<AccessTokenClaims> {
  let known = verified.get(key);
  if (!known) {
    known = new Map();
    verified.set(key, known);
  }
  const hit = known.get(token);
  if (hit && inTime(hit as TimedClaims, now)) return hit;
  known.delete(token);
  const { payload } = await jwtVerify(token, key, {
    algorithms: ['HS256'],
    issuer: ACCESS_TOKEN_ISSUER,
    audience: ACCESS_TOKEN_AUDIENCE,
    currentDate: now,
    requiredClaims: ['exp', 'sub', 'sid'],
  });
  // SECURITY: these claims are looked up as uuids on every request. One of another shape (signed
  // by a bug, or with a leaked key) is a bad token, answered 401 like any other. It must not reach
  // the database: there the cast fails (a 500), and the embedded database even took ["<sid>"] for
  // the session it names.
  for (const claim of ID_CLAIMS) {
    const value = payload[claim];
    if (typeof value !== 'string' || !UUID.test(value)) {
      throw new errors.JWTClaimValidationFailed(
        `"${claim}" ${CLAIM_NOT_A_UUID}`,
        payload,
        claim,
        'check_failed',
      );
    }
  }
  const claims = Object.freeze(payload) as unknown as AccessTokenClaims;
  // The oldest entry makes room: a Map iterates in insertion order.
  if (known.size >= VERIFIED_LIMIT) {
    const oldest = known.keys().next();
    if (!oldest.done) known.delete(oldest.value);
  }
  known.set(token, claims);
  return claims;
}
