import type { DocumentFinding } from '@docket/contract';
import type { OtherDocument } from '../check-types.ts';
import { finding } from './finding.ts';
import { fold, wordsOf } from './words.ts';

/**
 * The same letter photographed twice shares 0.76–0.96 of its word 3-shingles; different documents
 * share at most 0.06, a passport's photo and its scan 0.66 (the study, §3).
 */
export const DUPLICATE_SIMILARITY = 0.5;
/** Texts with fewer shingles than this say too little to be compared. */
const MIN_SHINGLES = 5;

export function shingles(text: string): Set<string> {
  const words = wordsOf(text).map(fold);
  const set = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) set.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** The other document of the case whose text is most like this one's, if it is the same letter. */
export function duplicateTextFindings(
  text: string,
  others: OtherDocument[],
  confidence: number | null,
): DocumentFinding[] {
  const own = shingles(text);
  if (own.size < MIN_SHINGLES) return [];
  let best: { other: OtherDocument; similarity: number } | null = null;
  for (const other of others) {
    const theirs = shingles(other.text);
    if (theirs.size < MIN_SHINGLES) continue;
    const similarity = jaccard(own, theirs);
    if (similarity >= DUPLICATE_SIMILARITY && similarity > (best?.similarity ?? 0))
      best = { other, similarity };
  }
  if (!best) return [];
  return [
    finding(
      'duplicateText',
      'warn',
      {
        documentId: best.other.documentId,
        fileName: best.other.fileName,
        similarity: Math.round(best.similarity * 100) / 100,
      },
      confidence,
    ),
  ];
}
