import type { CalendarItem } from '@docket/contract';
import type { SummaryKeyDate } from './calendar-summary.repository.ts';

/** A key date as the calendar shows it: a whole day, its label as the entry's title. */
export function keyDateItem(row: SummaryKeyDate): CalendarItem {
  return {
    type: 'keyDate',
    id: row.id,
    caseId: row.caseId,
    caseTypeName: row.caseTypeName,
    kind: 'key_date',
    title: row.label,
    date: row.date,
    startsAt: null,
    endsAt: null,
    location: null,
    interpreterLanguage: null,
    interpreterBooked: null,
    status: row.status,
    critical: row.critical,
    assigneeName: row.assigneeName,
  };
}

/** An appointment as the calendar shows it, on its London day (`day`). */
export function eventItem(row: {
  id: number;
  caseId: number;
  caseTypeName: string;
  kind: string;
  title: string | null;
  day: string;
  startsAt: Date | string;
  endsAt: Date | string | null;
  location: string | null;
  interpreterLanguage: string | null;
  interpreterBooked: boolean;
}): CalendarItem {
  return {
    type: 'event',
    id: row.id,
    caseId: row.caseId,
    caseTypeName: row.caseTypeName,
    kind: row.kind,
    title: row.title,
    date: row.day,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: row.endsAt === null ? null : new Date(row.endsAt).toISOString(),
    location: row.location,
    interpreterLanguage: row.interpreterLanguage,
    interpreterBooked: row.interpreterBooked,
    status: null,
    critical: false,
    assigneeName: null,
  };
}

/**
 * By London day, then a day's key dates (by id) before its appointments (by their start, then id).
 * The day first: an appointment at 00:30 in summer starts the previous day in UTC. Compared as
 * code units, as ISO strings run: thousands of items a month, where localeCompare's collation
 * would cost more than the rest.
 */
export function byDayThenTime(a: CalendarItem, b: CalendarItem): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  // A key date has no start: the empty string puts it first.
  const left = a.startsAt ?? '';
  const right = b.startsAt ?? '';
  if (left !== right) return left < right ? -1 : 1;
  return a.id - b.id;
}
