import en from '../locales/en.json';
import { i18n } from './i18n';

/**
 * The API answers in English, whatever the reader's language. The locales' "server" section holds
 * its sentences that people meet (sign-in, links, passwords, two-step, permissions, uploads), the
 * English exactly as the API sends it; a sentence found there shows in the reader's language, any
 * other as sent. server-messages.test.ts checks each English sentence against the API's source.
 */
const KEY_OF: Record<string, string> = Object.fromEntries(
  Object.entries(en.server).map(([key, sentence]) => [sentence, key]),
);

/** Sentences that carry a value: the minutes of a lock, a size limit, the accepted formats. */
const WITH_VALUES: Array<{ pattern: RegExp; key: string; values: (match: RegExpExecArray) => object }> = [
  {
    pattern: /^Too many failed attempts\. Try again in (\d+) minutes?\.$/,
    key: 'lockedFor',
    values: (match) => ({ count: Number(match[1]) }),
  },
  {
    pattern: /^The file is too large\. The limit is (.+)\.$/,
    key: 'tooLarge',
    values: (match) => ({ limit: match[1] }),
  },
  {
    pattern: /^Invalid file selected\. Accepted formats: (.+)\.$/,
    key: 'notAccepted',
    values: (match) => ({ formats: match[1] }),
  },
];

/** A server's sentence in the reader's language, when it is one the locales hold. */
export function translateServerMessage(text: string): string {
  const key = KEY_OF[text];
  if (key) return i18n.t(`server.${key}`, { defaultValue: text });
  for (const { pattern, key: withValues, values } of WITH_VALUES) {
    const match = pattern.exec(text);
    if (match) return i18n.t(`server.${withValues}`, { ...values(match), defaultValue: text });
  }
  return text;
}
