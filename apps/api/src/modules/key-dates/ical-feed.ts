import ical, { ICalCalendarMethod } from 'ical-generator';
import { addDays } from './london-day.ts';

const EVENT_WORDS: Record<string, string> = {
  ho_interview: 'Home Office interview',
  tribunal_hearing: 'Tribunal hearing',
  cmr: 'Case management review',
  client_meeting: 'Client meeting',
  reporting_event: 'Reporting event',
  other: 'Appointment',
};

/**
 * A person's private feed as iCalendar (RFC 5545): a key date is an all-day event on its safe day,
 * an appointment a timed one. Titles carry the case number and the kind, never the client's name
 * (a feed lives in other companies' calendars); a date entered by hand, whose label staff typed
 * and might name the client, is called a key date.
 */
export function feedCalendar(
  entries: {
    dates: Array<{
      id: number;
      caseId: number;
      ruleKey: string | null;
      label: string;
      date: string;
      critical: boolean;
    }>;
    events: Array<{
      id: number;
      caseId: number;
      kind: string;
      startsAt: Date;
      endsAt: Date | null;
      location: string | null;
      remoteLink: string | null;
      interpreterLanguage: string | null;
      interpreterDialect: string | null;
      interpreterBooked: boolean;
    }>;
  },
  options: { publicUrl: string; now: Date },
): string {
  const host = new URL(options.publicUrl).host;
  const calendar = ical({
    name: 'Docket',
    prodId: { company: 'Docket', product: 'Key dates' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const date of entries.dates) {
    calendar.createEvent({
      id: `key-date-${date.id}@${host}`,
      stamp: options.now,
      allDay: true,
      start: new Date(`${date.date}T00:00:00Z`),
      end: new Date(`${addDays(date.date, 1)}T00:00:00Z`),
      summary: `Case #${date.caseId}: ${date.ruleKey ? date.label : 'Key date'}${date.critical ? ' (critical)' : ''}`,
      url: `${options.publicUrl}/case/${date.caseId}`,
    });
  }
  for (const event of entries.events) {
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      stamp: options.now,
      start: event.startsAt,
      end: event.endsAt ?? new Date(event.startsAt.getTime() + 60 * 60 * 1000),
      summary: `Case #${event.caseId}: ${EVENT_WORDS[event.kind] ?? 'Appointment'}`,
      location: event.location ?? event.remoteLink ?? null,
      description: event.interpreterLanguage
        ? `Interpreter: ${event.interpreterLanguage}${event.interpreterDialect ? ` (${event.interpreterDialect})` : ''}, ${event.interpreterBooked ? 'booked' : 'not booked yet'}`
        : null,
      url: `${options.publicUrl}/case/${event.caseId}`,
    });
  }
  return calendar.toString();
}
