import STATUS from '@/locales/status.json';

/**
 * The interface languages, each named in its own language and script so anyone can find theirs:
 * the specification's five, then the clients' own (decision 040). Same codes and order as the
 * contract's LANGUAGES.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'ru', name: 'Русский' },
  { code: 'ar', name: 'العربية' },
  { code: 'fa', name: 'فارسی' },
  { code: 'ckb', name: 'کوردی (سۆرانی)' },
  { code: 'ps', name: 'پښتو' },
  { code: 'ti', name: 'ትግርኛ' },
  { code: 'ur', name: 'اردو' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'sq', name: 'Shqip' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/**
 * How far a language's texts can be trusted (locales/status.json): English is the original; a
 * draft was made without a native reader, and the interface says so in that language.
 */
export type TranslationStatus = 'original' | 'reviewed' | 'draft';
export const translationStatus = (code: LanguageCode): TranslationStatus =>
  (STATUS as Record<LanguageCode, TranslationStatus>)[code];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const COOKIE_NAME = 'lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

export function readLanguageCookie(): LanguageCode {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE_NAME}=`));
  const value = entry ? decodeURIComponent(entry.slice(COOKIE_NAME.length + 1)) : null;
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

export function writeLanguageCookie(code: LanguageCode): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // The Cookie Store API is not in every browser Docket supports (Safari), and this write is synchronous.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = `${COOKIE_NAME}=${code}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
