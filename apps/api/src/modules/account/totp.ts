import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Docket';
const PERIOD_SECONDS = 30;

/** A new 160-bit shared key, as base32 (what authenticator apps take). */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secretBase32: string, account: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function totpUri(secretBase32: string, account: string): string {
  return totpFor(secretBase32, account).toString();
}

/** Groups of four, lower case, as people type it into an authenticator app. */
export function formatSharedKey(secretBase32: string): string {
  return secretBase32.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ');
}

export function normaliseSharedKey(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Spaces and hyphens are stripped; what is left must be six digits. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step of a valid code, accepting one step either side for clock drift, or null.
 * A step at or before `lastUsedStep` is refused: each code works once.
 */
export function acceptTotpCode(
  secretBase32: string,
  input: string,
  now: Date,
  lastUsedStep: number | null,
): number | null {
  const code = normaliseCode(input);
  if (!code) return null;
  const delta = totpFor(secretBase32, 'x').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

/** For tests and the enrolment screen's preview: the code at a moment. */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpFor(secretBase32, 'x').generate({ timestamp: at.getTime() });
}
