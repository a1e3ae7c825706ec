/** Why a token could not be read; the names follow the spec's invalid-token errors. */
export type InvalidTokenReason = 'not-a-string' | 'missing-part' | 'bad-base64' | 'bad-json';

export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
  readonly reason: InvalidTokenReason;

  constructor(reason: InvalidTokenReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Claims the API puts in the access token; only these are read by the web app. */
export interface TokenClaims {
  UserId?: string;
  FirstName?: string;
  LastName?: string;
  FullName?: string;
  IsMFAEnabled?: boolean | string;
  IsAdmin?: boolean | string;
  Avatar?: string;
  Role?: string;
  exp?: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new InvalidTokenError('bad-base64', 'Invalid token specified: invalid base64 for part #2');
  }
  // atob yields Latin-1 code units; names with accents or Cyrillic letters arrive as UTF-8 bytes.
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new InvalidTokenError('bad-base64', 'Invalid token specified: invalid UTF-8 in part #2');
  }
}

/**
 * Reads the payload of a JWT without verifying it. The browser never holds the signing key: the
 * server verifies every request, so these claims only drive what the interface shows.
 */
export function decodeToken(token: unknown): TokenClaims {
  if (typeof token !== 'string') {
    throw new InvalidTokenError('not-a-string', 'Invalid token specified: must be a string');
  }
  const payload = token.split('.')[1];
  if (!payload) {
    throw new InvalidTokenError('missing-part', 'Invalid token specified: missing part #2');
  }
  const json = decodeBase64Url(payload);
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    throw new InvalidTokenError('bad-json', 'Invalid token specified: invalid json for part #2');
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new InvalidTokenError('bad-json', 'Invalid token specified: part #2 is not a JSON object');
  }
  return claims as TokenClaims;
}
