import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@docket/contract';
import { type LocaleOverrides, withOverrides } from './locale-overrides.ts';

/** One e-mail family's words in every language. */
export type CopyBook<T> = Record<Language, T>;

/**
 * Reads a family's `<lng>.json` files, one per language, once at start. Each holds the same keys
 * as `en.json`: translators and the firm's overrides (DATA_DIR/locales, decision 040) work on
 * these files, not on code.
 */
export function readCopyBook<T>(folder: URL): CopyBook<T> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(new URL(`${language}.json`, folder), 'utf8')) as T,
    ]),
  ) as CopyBook<T>;
}

/** A language's words (English for an unknown code), with the firm's corrections of the family. */
export function copyIn<T>(
  book: CopyBook<T>,
  family: string,
  language: string,
  overrides: LocaleOverrides = {},
): { language: Language; copy: T } {
  const known = (Object.hasOwn(book, language) ? language : 'en') as Language;
  return { language: known, copy: withOverrides(book[known], overrides[known]?.emails[family]) };
}
