/**
 * The interface languages: the specification's five first, then the clients' own (decision 040):
 * Arabic, Persian, Central Kurdish (Sorani), Pashto, Tigrinya, Urdu, Vietnamese and Albanian.
 * Kept apart from the schemas, so the sign-in page can read them without zod.
 */
export const LANGUAGES = [
  'en',
  'es',
  'de',
  'it',
  'ru',
  'ar',
  'fa',
  'ckb',
  'ps',
  'ti',
  'ur',
  'vi',
  'sq',
] as const;

/** The languages written right to left. */
export const RTL_LANGUAGES: readonly (typeof LANGUAGES)[number][] = ['ar', 'fa', 'ckb', 'ps', 'ur'];

export const isLanguage = (value: unknown): value is (typeof LANGUAGES)[number] =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The direction a language is written in, for `<html dir>` and an e-mail's. */
export function textDirection(language: string): 'ltr' | 'rtl' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
