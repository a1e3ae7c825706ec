/**
 * A calendar file for one all-day date, built in the browser (RFC 5545): a VCALENDAR with one
 * VEVENT, its lines ended by CRLF, its text escaped and folded at 75 octets.
 */

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuations start with a space), not inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarDay {
  /** Unique for the date: the same date downloaded twice replaces itself in a calendar. */
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
}

export function icsForDay({ uid, date, summary }: CalendarDay, now: Date = new Date()): string {
  const start = date.replace(/-/g, '');
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const end = next.toISOString().slice(0, 10).replace(/-/g, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Docket//Key dates//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    `SUMMARY:${escapeText(summary)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** London's rules since 1996: GMT in winter, BST from the last Sunday of March to the last of October. */
const LONDON_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An instant as London's wall time, the form a TZID=Europe/London value takes: 20270112T100000. */
function londonLocal(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

export interface CalendarAppointment {
  uid: string;
  /** ISO instants; without an end the appointment is given an hour. */
  startsAt: string;
  endsAt?: string | null;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

/** A calendar file for one appointment at a time of day, in London's time (TZID=Europe/London). */
export function icsForAppointment(appointment: CalendarAppointment, now: Date = new Date()): string {
  const end = appointment.endsAt ?? new Date(Date.parse(appointment.startsAt) + 3_600_000).toISOString();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Docket//Appointments//EN',
    'CALSCALE:GREGORIAN',
    ...LONDON_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${appointment.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;TZID=Europe/London:${londonLocal(appointment.startsAt)}`,
    `DTEND;TZID=Europe/London:${londonLocal(end)}`,
    `SUMMARY:${escapeText(appointment.summary)}`,
    ...(appointment.location ? [`LOCATION:${escapeText(appointment.location)}`] : []),
    ...(appointment.description ? [`DESCRIPTION:${escapeText(appointment.description)}`] : []),
    ...(appointment.url ? [`URL:${appointment.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
