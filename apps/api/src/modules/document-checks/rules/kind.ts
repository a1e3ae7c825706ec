import { DOCUMENT_KINDS, type DocumentFinding, type DocumentKind } from '@docket/contract';
import { finding } from './finding.ts';
import { KIND_CUES, MRZ_CUE_WEIGHT } from './kind-cues.ts';
import type { MrzKind } from './mrz.ts';
import { fold } from './words.ts';

/** A kind is said at this score … */
export const KIND_MIN_SCORE = 4;
/** … and with this lead over the next kind; otherwise the rule is unsure. */
export const KIND_MIN_LEAD = 2;
/** At most this many cues are given as the reason. */
const CUES_SHOWN = 3;

export interface KindScore {
  kind: DocumentKind;
  score: number;
  cues: string[];
}

/** Every kind's score on a text, highest first (ties in DOCUMENT_KINDS order). */
export function scoreKinds(text: string, mrz: MrzKind | null): KindScore[] {
  const flat = fold(text).replace(/\s+/g, ' ');
  return DOCUMENT_KINDS.map((kind) => {
    const found = KIND_CUES[kind].filter((cue) => cue.pattern.test(flat));
    const fromMrz = mrz === kind ? [{ cue: 'MRZ', weight: MRZ_CUE_WEIGHT }] : [];
    const all = [...fromMrz, ...found].sort((a, b) => b.weight - a.weight);
    return {
      kind,
      score: all.reduce((sum, cue) => sum + cue.weight, 0),
      cues: all.map((cue) => cue.cue),
    };
  }).sort((a, b) => b.score - a.score);
}

/**
 * The kind a document looks like, against the checklist item's. "Looks like X, not Y" needs a
 * confident X and nearly none of Y's own words (a Home Office letter confirming a client's
 * accommodation has both): a wrong "not what was asked for" costs more than an unsure one. The
 * expected kind matches with its own 4 points when no kind scores more, lead or not. When
 * the item names no kind, the rule says what the document looks like only when confident
 * (kindMatches, tone info, expected null), and nothing otherwise.
 */
export function kindFindings(
  text: string,
  mrz: MrzKind | null,
  expected: DocumentKind | null,
  confidence: number | null,
): DocumentFinding[] {
  const scores = scoreKinds(text, mrz);
  const [top, runnerUp] = scores;
  if (!top) return [];
  const sure = top.score >= KIND_MIN_SCORE && top.score - (runnerUp?.score ?? 0) >= KIND_MIN_LEAD;
  const cues = (score: KindScore) => score.cues.slice(0, CUES_SHOWN).join(', ');
  const params = (score: KindScore | undefined) => ({
    found: score && score.score > 0 ? score.kind : null,
    expected,
    cues: score && score.score > 0 ? cues(score) : '',
  });
  if (expected === null) {
    return sure ? [finding('kindMatches', 'info', params(top), confidence)] : [];
  }
  const own = scores.find((score) => score.kind === expected);
  // The slot is itself a clue: the expected kind's own words, as many as any other's, are enough.
  if (own && own.score >= KIND_MIN_SCORE && own.score >= top.score) {
    return [finding('kindMatches', 'ok', params(own), confidence)];
  }
  if (sure && (own?.score ?? 0) < KIND_MIN_SCORE) {
    return [finding('kindDiffers', 'warn', params(top), confidence)];
  }
  return [finding('kindUnsure', 'info', params(top), confidence)];
}
