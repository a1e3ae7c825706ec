import * as chrono from 'chrono-node';
import { type DateRole, labelWords, roleBefore, rolesInOrder } from './date-labels.ts';

/**
 * Dates written the British way (day first), and only written dates: the strict parser ignores
 * "today", "Friday" or "next week", which in a letter are about something else.
 */
const britishDates = new chrono.Chrono(chrono.en.configuration.createConfiguration(true, true));

export interface DateMention {
  /** YYYY-MM-DD; for a range, its end. */
  date: string;
  role: DateRole | null;
  /** Alone on its line, as a letter's date is printed. */
  alone: boolean;
}

/**
 * UK passports print months in English and French ("04 JUN /JUIN 24"), which stops the parser at
 * "04 JUN": the French month is dropped.
 */
function withoutSecondMonth(text: string): string {
  return text.replace(/\b(\d{1,2}\s+\p{L}{3,9})\s*\/\s*\p{L}{3,9}\.?(?=\s+\d{2,4}\b)/gu, '$1');
}

const CONNECTORS = new Set(['to', 'until', 'till', 'and']);

/** Every dated mention in a text, with the role its label gives it. */
export function dateMentions(text: string): DateMention[] {
  const mentions: DateMention[] = [];
  const lines = withoutSecondMonth(text).split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    const results = britishDates
      .parse(line)
      .filter((result) => result.start.isCertain('year') && result.start.isCertain('month'));
    if (results.length === 0) continue;
    const datesOnly = labelWords(results.reduce((rest, result) => rest.replace(result.text, ' '), line));
    // Labels printed on the line above, one a column (a passport's): used only when there are as
    // many as there are dates, or an issue date could take an expiry's label.
    const above = rolesInOrder(labelWords(lines[i - 1] ?? ''));
    let previousEnd = 0;
    for (const [n, result] of results.entries()) {
      const before = labelWords(line.slice(previousEnd, result.index));
      previousEnd = result.index + result.text.length;
      const components = result.end ?? result.start;
      const previous = n > 0 ? mentions.at(-1) : undefined;
      // "Statement period 01/07/2026 to 31/07/2026" read as two dates: the second ends the period.
      const periodEnd = previous?.role === 'period' && before.every((word) => CONNECTORS.has(word));
      mentions.push({
        date: isoDate(components.get('year'), components.get('month'), components.get('day')),
        role: periodEnd
          ? 'period'
          : before.length > 0
            ? roleBefore(before)
            : above.length === results.length
              ? (above[n] ?? null)
              : null,
        alone: datesOnly.length === 0 && results.length === 1,
      });
    }
  }
  return mentions;
}

function isoDate(year: number | null, month: number | null, day: number | null): string {
  const pad = (value: number | null, width: number) => String(value ?? 1).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * The document's own date: the end of its period (a statement's) or the date labelled as the
 * document's ("Date:", "Bill date"), whichever is later, since a bill is dated after the period it
 * bills and "too old" must not be said of it a day early; else its date of issue, else a date
 * printed alone on its line (a letter's). Never a date of birth or of expiry, and never a date
 * with no label inside a sentence (an appointment, a deadline).
 */
export function documentDate(mentions: DateMention[]): { date: string; role: DateRole | 'alone' } | null {
  const periodEnd = mentions
    .filter((mention) => mention.role === 'period')
    .map((mention) => mention.date)
    .sort()
    .at(-1);
  const labelled = mentions.find((mention) => mention.role === 'document')?.date;
  if (periodEnd && !(labelled && labelled > periodEnd)) return { date: periodEnd, role: 'period' };
  for (const role of ['document', 'issue'] as const) {
    const labelled = mentions.find((mention) => mention.role === role);
    if (labelled) return { date: labelled.date, role };
  }
  const alone = mentions.find((mention) => mention.role === null && mention.alone);
  return alone ? { date: alone.date, role: 'alone' } : null;
}

/** The latest expiry the text states: when it repeats one, a misread earlier copy must not say "expired". */
export function expiryDate(mentions: DateMention[]): string | null {
  return (
    mentions
      .filter((mention) => mention.role === 'expiry')
      .map((mention) => mention.date)
      .sort()
      .at(-1) ?? null
  );
}

/** The day `months` months before a YYYY-MM-DD date, the day clamped to the month's end (31 May − 3 → 28 Feb). */
export function monthsBefore(iso: string, months: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return isoDate(targetYear, targetMonth, Math.min(day, lastDay));
}
