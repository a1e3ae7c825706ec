import { intlLocale } from '@docket/contract';
import { dateFormatter } from './format';

/**
 * Appointments are kept as instants and shown in London's time, wherever the reader or the
 * browser is: a hearing at 10:00 in Taylor House is at 10:00 on every screen.
 */
export const LONDON = 'Europe/London';

/** London's offset from UTC at an instant, in minutes (0 in winter, 60 in summer time). */
export function londonOffsetMinutes(instant: Date): number {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/**
 * A wall time in London ("2027-01-12T10:00", as a datetime-local field gives it) as an ISO
 * instant with its offset ("2027-01-12T10:00:00+00:00"); null when it is not such a time.
 */
export function londonWallTimeToIso(local: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const asUtc = Date.parse(`${match[1]}T${match[2]}:${match[3]}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the wall time read as UTC, then again at the instant it gives: right on both
  // sides of a change of the clocks.
  let offset = londonOffsetMinutes(new Date(asUtc));
  offset = londonOffsetMinutes(new Date(asUtc - offset * 60_000));
  const sign = offset < 0 ? '-' : '+';
  return `${match[1]}T${match[2]}:${match[3]}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The parts of an instant's London wall time: its day (YYYY-MM-DD) and its time (HH:mm). */
export function londonParts(iso: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** "Tuesday 12 January", in the reader's language, of an instant's London day. */
export function formatLondonLongDay(iso: string, language: string): string {
  return dateFormatter(language, { timeZone: LONDON, weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(iso),
  );
}

/** "10:00", in the reader's language and on a 24-hour clock, of an instant in London. */
export function formatLondonTime(iso: string, language: string): string {
  return dateFormatter(language, {
    timeZone: LONDON,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/**
 * A language's name in the reader's language ("Tigrinya", "التغرينية"), from its code; what is
 * not a code (a language typed by hand) is shown as it was written.
 */
export function languageName(code: string, readerLanguage: string): string {
  try {
    const names = new Intl.DisplayNames([intlLocale(readerLanguage), 'en'], {
      type: 'language',
      fallback: 'none',
    });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
