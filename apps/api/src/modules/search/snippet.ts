import type { SnippetPart } from '@docket/contract';

/**
 * The marks ts_headline puts around a matched word: control characters, which the text is cleared
 * of before it is marked, so whatever a document holds (angle brackets, "<b>") can never pass for
 * a mark, and the web app never has markup to render.
 */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

/** ts_headline's options: up to two short passages around the matches, marked by the characters above. */
export const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=18, MinWords=6, MaxFragments=2, FragmentDelimiter=" … "`;

const MARKS = new RegExp(`(${MATCH_START}|${MATCH_END})`);

/** A marked headline as plain-text parts, the matched ones flagged; runs of white space are one space. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const text = headline.replace(/\s+/g, ' ').trim();
  let match = false;
  for (const piece of text.split(MARKS)) {
    if (piece === MATCH_START) match = true;
    else if (piece === MATCH_END) match = false;
    else if (piece !== '') {
      const last = parts.at(-1);
      if (last && last.match === match) last.text += piece;
      else parts.push({ text: piece, match });
    }
  }
  return parts;
}
