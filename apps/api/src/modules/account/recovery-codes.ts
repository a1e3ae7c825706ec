import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: codes are read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

function randomGroup(): string {
  let group = '';
  for (let i = 0; i < 5; i++) group += ALPHABET[randomInt(ALPHABET.length)];
  return group;
}

/** Ten codes of the form XXXXX-XXXXX. */
export function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);
}

/** Case, spaces and the hyphen do not matter when a code is typed back. */
export function normaliseRecoveryCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
