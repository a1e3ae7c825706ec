import type { TFunction } from 'i18next';
import { translateServerMessage } from './server-messages';

/**
 * Contract schemas carry message keys ('email.required'); locales hold them under "messages".
 * Text that is not a known key is a server's English sentence: translated when the locales hold
 * it (server-messages.ts), else shown as it is.
 */
export function translateMessage(t: TFunction, keyOrText: string | undefined): string {
  if (!keyOrText) return '';
  const key = `messages.${keyOrText}`;
  const text = t(key, { defaultValue: '' });
  return text && text !== key ? text : translateServerMessage(keyOrText);
}
