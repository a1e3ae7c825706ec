import { franc } from 'franc-min';
import type { TextLanguage } from '../check-types.ts';

/**
 * The languages told apart. Among all of franc's, a short English letter with names in it reads
 * as French or Scots; English is the one Latin-script language here, so Latin text that is not
 * Kurdish is indexed with English stems, which costs other languages nothing (their words are
 * indexed as plain words too). Farsi, Pashto, Urdu and Sorani keep Arabic-script text that is not
 * Arabic from Arabic stems.
 */
const CANDIDATES = ['eng', 'arb', 'pes', 'pbu', 'urd', 'ckb'];

/**
 * The text search configuration a page is indexed with: English stems for English, Arabic stems
 * for Arabic, plain words for everything else (Farsi, Pashto, Kurdish and Tigrinya have no stemmer
 * in PostgreSQL). Too little text to tell is indexed as plain words.
 */
export function languageOf(text: string): TextLanguage {
  const found = franc(text, { minLength: 20, only: CANDIDATES });
  if (found === 'eng') return 'english';
  if (found === 'arb') return 'arabic';
  return 'simple';
}

/** The language of most of a file's text, by characters, for the check's own row. */
export function mainLanguage(
  pages: ReadonlyArray<{ text: string; language: TextLanguage }>,
): TextLanguage | null {
  const chars = new Map<TextLanguage, number>();
  for (const page of pages) chars.set(page.language, (chars.get(page.language) ?? 0) + page.text.length);
  let best: TextLanguage | null = null;
  for (const [language, count] of chars)
    if (count > 0 && (best === null || count > (chars.get(best) ?? 0))) best = language;
  return best;
}
