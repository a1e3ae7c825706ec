import { API } from '@docket/contract';
import { hmac, safeEqual } from './crypto.ts';

const HOUR_MS = 60 * 60_000;

function signatureOf(key: string, expires: number, secret: Buffer): string {
  // Domain-separated from the other uses of the key, and short: it rides in every token.
  return hmac(secret, `avatar-address:${key}:${expires}`).slice(0, 32);
}

/**
 * The address an `<img>` loads a user's avatar from without a token: signed, and good for one to
 * two hours. It ends on the hour after next, so it stays the same for an hour and the browser can
 * keep the picture; a new avatar has a new key, and the server stops serving the old one at once.
 */
export function avatarAddress(key: string | null, now: Date, secret: Buffer): string | null {
  if (!key) return null;
  const expires = (Math.floor(now.getTime() / HOUR_MS) * HOUR_MS) / 1000 + 2 * 3600;
  const signature = signatureOf(key, expires, secret);
  return `${API.avatarImage.path}?key=${encodeURIComponent(key)}&expires=${expires}&signature=${signature}`;
}

/** Whether an address is one this server signed for the key and has not yet expired. */
export function isValidAvatarAddress(
  query: { key: string; expires: number; signature: string },
  now: Date,
  secret: Buffer,
): boolean {
  if (query.expires * 1000 <= now.getTime()) return false;
  return safeEqual(query.signature, signatureOf(query.key, query.expires, secret));
}
