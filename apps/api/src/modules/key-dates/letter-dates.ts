import type { LetterDateProposal } from '@docket/contract';
import * as chrono from 'chrono-node';

/**
 * The dates printed in a letter's text, for staff to confirm which one starts the clock. chrono's
 * British parser reads "18 December 2026", "18/12/2026" (day first, as UK letters print it),
 * "18.12.2026" and "2026-12-18"; only dates with a day, month and year all printed are offered,
 * since "Tuesday" or "next week" cannot date a letter.
 *
 * The likeliest letter date comes first: one printed beside "Date", "Dated" or "Date of decision"
 * (how Home Office and tribunal letters head their date), then the others in reading order, so the
 * date in a letter's heading comes before the dates its body mentions.
 */

/** The words printed just before a letter's own date. */
const DATE_LABEL = /\b(date(d)?( of (decision|letter|notice|service))?|sent( on)?)\s*[:\-–]?\s*$/i;
/** A year as printed: four digits, or two after a day and month in figures (18/12/26). */
const PRINTED_YEAR = /\b\d{4}\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2}\b/;
const CONTEXT = 60;
const MAX_PROPOSALS = 8;
const MAX_PAGES = 5;
const MAX_CHARACTERS = 20_000;

export interface PageText {
  page: number;
  body: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The words either side of a match, within its line so the excerpt reads as printed. */
function around(body: string, index: number, length: number) {
  const lineStart = body.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = body.indexOf('\n', index + length);
  const before = body.slice(Math.max(lineStart, index - CONTEXT), index);
  const after = body.slice(
    index + length,
    Math.min(lineEnd === -1 ? body.length : lineEnd, index + length + CONTEXT),
  );
  return { before: before.trimStart(), after: after.trimEnd() };
}

export function proposeLetterDates(
  pages: readonly PageText[],
  earliest = '1990-01-01',
): LetterDateProposal[] {
  const found: LetterDateProposal[] = [];
  // A letter's dates are on its first pages; a 200-page bundle read again every few seconds while
  // its check runs would cost the server for nothing.
  for (const { page, body: whole } of pages.slice(0, MAX_PAGES)) {
    const body = whole.slice(0, MAX_CHARACTERS);
    for (const result of chrono.en.GB.parse(body, undefined, { forwardDate: false })) {
      const start = result.start;
      // chrono counts "next week, on Monday" as certain too: a letter's date prints its year.
      if (!start.isCertain('day') || !start.isCertain('month') || !start.isCertain('year')) continue;
      if (!PRINTED_YEAR.test(result.text)) continue;
      const date = `${start.get('year')}-${pad(start.get('month') ?? 0)}-${pad(start.get('day') ?? 0)}`;
      if (date < earliest || date > '9999-12-30') continue;
      const { before, after } = around(body, result.index, result.text.length);
      found.push({ date, before, match: result.text, after, page, labelled: DATE_LABEL.test(before) });
    }
  }
  // Labelled first, then reading order (a stable sort keeps pages and positions as found).
  const ordered = found.sort((a, b) => Number(b.labelled) - Number(a.labelled));
  const seen = new Set<string>();
  return ordered
    .filter((proposal) => {
      if (seen.has(proposal.date)) return false;
      seen.add(proposal.date);
      return true;
    })
    .slice(0, MAX_PROPOSALS);
}
