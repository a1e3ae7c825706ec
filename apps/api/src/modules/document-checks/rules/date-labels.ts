import { distance } from 'fastest-levenshtein';
import { fold, similarity, wordsOf } from './words.ts';

/** What a date is, by the label printed before it. A date of birth is never the document's date. */
export type DateRole = 'document' | 'issue' | 'expiry' | 'birth' | 'period';

/**
 * Labels, as words. UK passports print French beside English ("Date d'expiration"), which is why
 * a few French words are here: the label nearest the date is the one that counts.
 */
const LABELS: Array<{ words: string[]; role: DateRole }> = [
  ...phrases('birth', ['date of birth', 'birth date', 'dob', 'born', 'born on', 'naissance']),
  ...phrases('expiry', [
    'date of expiry',
    'expiry date',
    'expiry',
    'expires',
    'expires on',
    'expiration',
    'valid until',
    'valid to',
    'valid thru',
  ]),
  ...phrases('issue', ['date of issue', 'issue date', 'issued', 'issued on', 'valid from', 'delivrance']),
  ...phrases('period', ['statement period', 'billing period', 'pay period', 'period']),
  ...phrases('document', [
    'statement date',
    'letter date',
    'bill date',
    'pay date',
    'payment date',
    'period ending',
    'period end',
    'as at',
  ]),
];

/** "Date:" or "Dated" alone, the weakest labels: used only when no other label is before the date. */
const PLAIN_DATES = [['date'], ['dated']];

function phrases(role: DateRole, list: string[]) {
  return list.map((phrase) => ({ words: phrase.split(' '), role }));
}

/**
 * Words of five letters or more match at 0.75 (OCR's "Statement periog", "Date of expirv"); short
 * words (date, of, to, dob) must be exact, or "rate" and "late" would be dates' labels.
 */
function wordMatches(read: string, label: string): boolean {
  if (read === label) return true;
  return label.length >= 5 && read.length >= 4 && similarity(read, label, distance) >= 0.75;
}

interface LabelHit {
  role: DateRole;
  /** The index after its last word, and its number of words. */
  end: number;
  length: number;
  /** "Date" alone. */
  plain: boolean;
}

/** Every label in a run of words. */
function labelHits(words: string[]): LabelHit[] {
  const hits: LabelHit[] = [];
  const plain = PLAIN_DATES.map((words) => ({ words, role: 'document' as const, plain: true }));
  for (const label of [...LABELS.map((label) => ({ ...label, plain: false })), ...plain]) {
    const n = label.words.length;
    for (let start = 0; start + n <= words.length; start++) {
      if (label.words.every((word, k) => wordMatches(words[start + k] ?? '', word))) {
        hits.push({ role: label.role, end: start + n, length: n, plain: label.plain });
      }
    }
  }
  return hits;
}

/** Words of a piece of text as labels are compared: folded, letters only. */
export function labelWords(text: string): string[] {
  return wordsOf(fold(text)).filter((word) => /^\p{L}+$/u.test(word));
}

/**
 * The role the words before a date give it: the nearest specific label (expiry, birth …) within
 * the last few words, else a plain "Date", else none.
 */
export function roleBefore(words: string[]): DateRole | null {
  const recent = words.slice(-8);
  const hits = labelHits(recent);
  const specific = hits.filter((hit) => !hit.plain);
  const pick = (list: LabelHit[]) =>
    list.sort((a, b) => b.end - a.end || b.length - a.length)[0]?.role ?? null;
  return pick(specific) ?? pick(hits);
}

/**
 * The labels on a line, in order, for dates printed on the line below (a passport's columns). A
 * plain "Date" counts only on a line with no other label (it is part of "Date of birth"), and a
 * label repeated in French is one label: "Date of expiry / Date d'expiration" is one column.
 */
export function rolesInOrder(words: string[]): DateRole[] {
  const hits = labelHits(words);
  const specific = hits.filter((hit) => !hit.plain);
  const kept = (specific.length > 0 ? specific : hits).sort((a, b) => a.end - b.end || b.length - a.length);
  const distinct: LabelHit[] = [];
  for (const hit of kept) {
    const last = distinct.at(-1);
    // Overlapping ("expires" in "expires on"): the longer; the same role again: the same column.
    if (last && (hit.end - hit.length < last.end || hit.role === last.role)) {
      if (hit.end - hit.length < last.end && hit.length > last.length) distinct[distinct.length - 1] = hit;
      continue;
    }
    distinct.push(hit);
  }
  return distinct.map((hit) => hit.role);
}
