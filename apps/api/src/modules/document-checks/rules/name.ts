import type { DocumentFinding } from '@docket/contract';
import { doubleMetaphone } from 'double-metaphone';
import { distance } from 'fastest-levenshtein';
import { finding } from './finding.ts';
import { fold, isMostlyArabicScript, similarity, wordsOf } from './words.ts';

/** Spellings this close are the same name misread or transliterated (Aminah, Hasan). */
export const NAME_SIMILARITY = 0.8;
/**
 * Names that sound the same (double metaphone) and are this close: Mohammed and Muhammad (0.75),
 * Mohamed and Muhammad (0.63), but not Hassan and Hussein (0.57), which sound alike to metaphone
 * and are different names.
 */
export const SOUNDS_ALIKE_SIMILARITY = 0.6;
/** An initial stands for a given name only this close before a family name found ("A. Y. Hassan"). */
const INITIAL_REACH = 3;

type Match = 'exact' | 'close' | 'initial';

interface PartFound {
  match: Match;
  /** Index of the document word that matched. */
  at: number;
}

/**
 * The client's name on the document. Every part of the name is looked for among the document's
 * words, in any order (a passport prints HASSAN before AMINA). The first given name and the family
 * name (the last part) decide: both there, the name is on the document (exact when every part is
 * spelt as the firm holds it, close otherwise, a middle name missing included); one of them
 * missing, partial; no part at all, absent.
 */
export function nameFindings(text: string, clientName: string, confidence: number | null): DocumentFinding[] {
  const parts = wordsOf(clientName).map(fold);
  if (parts.length === 0) return [];
  // Arabic-script text against a Latin name cannot be compared: the script leaves out short vowels,
  // so one written name stands for several Latin spellings and the reverse (Hassan, Hasan, Hasin).
  // Saying "absent" there would be a false alarm, so the rule says nothing.
  if (isMostlyArabicScript(text) && !isMostlyArabicScript(clientName)) return [];
  const written = wordsOf(text);
  const words = written.map(fold);
  const family = parts.length > 1 ? parts.at(-1) : undefined;
  const familyAt = family ? occurrences(words, family) : [];
  const found = parts.map((part, i): PartFound | null => {
    const full = bestMatch(words, part);
    if (full || i === parts.length - 1 || familyAt.length === 0) return full;
    // A given name written as its initial, just before the family name.
    const initialAt = words.findIndex(
      (word, at) => word === part[0] && familyAt.some((f) => f > at && f - at <= INITIAL_REACH),
    );
    return initialAt >= 0 ? { match: 'initial', at: initialAt } : null;
  });
  const params = {
    name: clientName,
    found: found
      .filter((part): part is PartFound => part !== null)
      .sort((a, b) => a.at - b.at)
      .map((part) => written[part.at])
      .join(' '),
  };
  const first = found[0];
  const last = found.at(-1);
  if (found.every((part) => part === null)) return [finding('nameAbsent', 'warn', params, confidence)];
  if (!first || !last) return [finding('namePartial', 'warn', params, confidence)];
  if (found.every((part) => part?.match === 'exact')) return [finding('nameExact', 'ok', params, confidence)];
  return [finding('nameClose', 'info', params, confidence)];
}

function occurrences(words: string[], part: string): number[] {
  return words.flatMap((word, at) => (matchOf(word, part) ? [at] : []));
}

function bestMatch(words: string[], part: string): PartFound | null {
  let best: PartFound | null = null;
  for (const [at, word] of words.entries()) {
    const match = matchOf(word, part);
    if (match === 'exact') return { match, at };
    if (match && !best) best = { match, at };
  }
  return best;
}

function matchOf(word: string, part: string): Match | null {
  if (word === part) return 'exact';
  // Two-letter names (Li, Al) are matched exactly: one letter off is another word.
  if (part.length < 3 || word.length < 3) return null;
  const alike = similarity(word, part, distance);
  if (alike >= NAME_SIMILARITY) return 'close';
  // Sounding alike is asked only of longer names: "all" sounds like Ali, "wood" like Wad.
  const long = word.length >= 4 && part.length >= 4;
  if (long && alike >= SOUNDS_ALIKE_SIMILARITY && word[0] === part[0] && soundsAlike(word, part)) {
    return 'close';
  }
  return null;
}

function soundsAlike(a: string, b: string): boolean {
  const [primaryA] = doubleMetaphone(a);
  const [primaryB] = doubleMetaphone(b);
  return primaryA.length >= 2 && primaryA === primaryB;
}
