import type { DocumentFinding } from '@docket/contract';
import { finding } from './finding.ts';

/** "Page 2 of 3", "Page 2/3", and OCR's "Paqe 2 0f 3". */
const PAGE_OF = /\bpa[gq]e\s*(\d{1,3})\s*(?:of|0f|off|\/)\s*(\d{1,3})\b/giu;
/** A document numbering more pages than this is misread. */
const MAX_PAGES = 200;

/**
 * Pages a document says it has and were not sent. A file with as many pages as the document says
 * it has misses none, even when a page's footer was not read. Otherwise the pages not seen are
 * missing; `count` is how many at least (the file's pages not all read may hold some of them).
 * Each photo of a letter is a document of its own, so a photo of page 1 of 3 says pages 2 and 3
 * are missing: the client is asked for them.
 */
export function pageFindings(text: string, pageCount: number, confidence: number | null): DocumentFinding[] {
  const seen = new Set<number>();
  let total = 0;
  for (const [, page = '', of = ''] of text.matchAll(PAGE_OF)) {
    const x = Number(page);
    const y = Number(of);
    if (x < 1 || x > y || y > MAX_PAGES) continue;
    seen.add(x);
    total = Math.max(total, y);
  }
  const present = Math.max(pageCount, seen.size);
  if (total === 0 || present >= total) return [];
  const missing: number[] = [];
  for (let page = 1; page <= total; page++) if (!seen.has(page)) missing.push(page);
  return [
    finding(
      'pagesMissing',
      'warn',
      { missing: missing.join(', '), total, count: total - present },
      confidence,
    ),
  ];
}
