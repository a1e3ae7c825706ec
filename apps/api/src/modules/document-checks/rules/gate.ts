import { OCR_CONFIDENCE_GATE } from '@docket/contract';
import type { Extraction } from '../check-types.ts';
import { wordsOf } from './words.ts';

/**
 * Fewer words than this read by OCR is not a document read, whatever the confidence: tesseract
 * gives a high confidence to the two words it finds on a blurred page.
 */
export const MIN_OCR_WORDS = 8;

/**
 * Whether the text may be believed. Text read by OCR under the confidence gate is not: the study's
 * careless photo read "2 October 2025" for "2 October 2026" and would have raised a false "too old",
 * so below the gate no rule looks at the text. A text layer (a PDF's text, a Word file) is what
 * the author wrote and is trusted. A PDF mixing both is judged by its OCR'd pages' mean confidence.
 */
export type TextState =
  | { state: 'readable'; confidence: number }
  | { state: 'trusted' }
  | { state: 'unreadable'; confidence: number | null }
  | { state: 'noText' };

export function textState(extraction: Extraction, text: string): TextState {
  const words = wordsOf(text).filter((word) => word.length >= 2).length;
  const { confidence } = extraction;
  if (confidence === null) {
    if (words > 0) return { state: 'trusted' };
    // A photo with nothing read could not be read; a file with no text layer has nothing to read.
    return extraction.metrics ? { state: 'unreadable', confidence: null } : { state: 'noText' };
  }
  if (confidence < OCR_CONFIDENCE_GATE || words < MIN_OCR_WORDS) return { state: 'unreadable', confidence };
  return { state: 'readable', confidence };
}
