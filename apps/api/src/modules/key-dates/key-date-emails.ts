import { type EventKind, intlLocale, type Language } from '@docket/contract';
import { copyIn, readCopyBook } from '../../lib/email-copy.ts';
import { layoutEmail } from '../../lib/email-layout.ts';
import type { LocaleOverrides } from '../../lib/locale-overrides.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { deadlineRule } from './deadline-rules.ts';

/** When a key date falls, as a reminder says it: to staff, then to the case's client. */
export const STAFF_REMINDER_WHEN = ['in7Days', 'in2WorkingDays', 'in1WorkingDay', 'today'] as const;
export const CLIENT_REMINDER_WHEN = ['in3Days', 'tomorrow'] as const;
export type ReminderWhen = (typeof STAFF_REMINDER_WHEN)[number] | (typeof CLIENT_REMINDER_WHEN)[number];

/** What a key date's e-mail tells: a reminder to staff, a date missed, a reminder to the client. */
export type KeyDateEmailKind = 'reminder' | 'missed' | 'clientReminder';

type Copy = { subject: string; lines: string[] };
type LanguageCopy = {
  greeting: string;
  note: string;
  action: string;
  kinds: Record<KeyDateEmailKind, Copy>;
  when: Record<ReminderWhen, string>;
  appointment: AppointmentCopy;
};

/** An appointment's reminder to the client: what, when and where, and the interpreter asked for. */
type AppointmentCopy = {
  subject: string;
  sentence: string;
  sentencePlace: string;
  sentenceOnline: string;
  interpreterAsked: string;
  interpreterBooked: string;
  what: Record<EventKind, string>;
};

// {label}, {date}, {when}, {caseId} and {caseType} are filled in.
/** The words per language: email-copy/<lng>.json (decision 040). */
export const KEY_DATE_EMAIL_COPY = readCopyBook<LanguageCopy>(new URL('./email-copy/', import.meta.url));

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A key date's day (YYYY-MM-DD) as the reader writes dates: "14 January 2027", "14. Januar 2027". */
export function formatKeyDay(language: Language, date: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A key date's label in the reader's language: its rule's, or the words the firm typed for a date of its own. */
export function keyDateLabel(keyDate: { label: string; ruleKey: string | null }, language: Language): string {
  const rule = keyDate.ruleKey ? deadlineRule(keyDate.ruleKey) : undefined;
  return rule?.label[language] || keyDate.label;
}

/** A key date's e-mail in the recipient's language, with a link to its case. */
export function buildKeyDateEmail(
  kind: KeyDateEmailKind,
  recipient: { email: string; firstName: string; language: string },
  values: {
    keyDate: { label: string; ruleKey: string | null; safeDueDate: string };
    caseId: number;
    caseType: string;
    when?: ReminderWhen;
    link: string;
  },
  overrides?: LocaleOverrides,
): MailMessage {
  const { language, copy } = copyIn(KEY_DATE_EMAIL_COPY, 'keyDates', recipient.language, overrides);
  const words = copy.kinds[kind];
  const filled = {
    label: keyDateLabel(values.keyDate, language),
    date: formatKeyDay(language, values.keyDate.safeDueDate),
    when: values.when ? copy.when[values.when] : '',
    caseId: String(values.caseId),
    caseType: values.caseType,
  };
  return layoutEmail({
    language,
    to: recipient.email,
    subject: fill(words.subject, filled),
    greeting: fill(copy.greeting, { name: recipient.firstName }),
    paragraphs: words.lines.map((line) => fill(line, filled)),
    action: copy.action,
    link: values.link,
    note: copy.note,
  });
}

/** "Tuesday 12 January" and "10:00", in the reader's language, of an instant in London. */
export function formatLondonDayAndTime(language: Language, instant: Date): { day: string; time: string } {
  const locale = intlLocale(language);
  return {
    day: new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/London',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }).format(instant),
    time: new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant),
  };
}

/** A language's name in the reader's language ("Tigrinya", "ትግርኛ") from its code; other text as written. */
export function languageName(code: string, language: Language): string {
  try {
    return (
      new Intl.DisplayNames([intlLocale(language), 'en'], { type: 'language', fallback: 'none' }).of(code) ??
      code
    );
  } catch {
    return code;
  }
}

/** The appointment an e-mail reminds the client of: its kind, never the firm's own title. */
export type RemindedEvent = {
  kind: EventKind;
  startsAt: Date;
  location: string | null;
  remoteLink: string | null;
  interpreterLanguage: string | null;
  /** As staff typed it ("Eritrean"): said after the language, as on her case page. */
  interpreterDialect?: string | null;
  interpreterBooked: boolean;
};

/** The sentences of an appointment in a language, as the client's page says them (decision 047). */
export function appointmentSentences(
  copy: AppointmentCopy,
  language: Language,
  event: RemindedEvent,
): { what: string; day: string; when: string; interpreter: string | null } {
  const what = copy.what[event.kind];
  const { day, time } = formatLondonDayAndTime(language, event.startsAt);
  const values = { what, day, time, place: event.location ?? '' };
  const when = fill(
    event.location ? copy.sentencePlace : event.remoteLink ? copy.sentenceOnline : copy.sentence,
    values,
  );
  const interpreter = event.interpreterLanguage
    ? fill(event.interpreterBooked ? copy.interpreterBooked : copy.interpreterAsked, {
        language: event.interpreterDialect
          ? `${languageName(event.interpreterLanguage, language)} (${event.interpreterDialect})`
          : languageName(event.interpreterLanguage, language),
      })
    : null;
  return { what, day, when, interpreter };
}

/** An appointment's reminder to the client, in her language, with a link to her case. */
export function buildEventReminderEmail(
  recipient: { email: string; firstName: string; language: string },
  values: { event: RemindedEvent; link: string },
  overrides?: LocaleOverrides,
): MailMessage {
  const { language, copy } = copyIn(KEY_DATE_EMAIL_COPY, 'keyDates', recipient.language, overrides);
  const sentences = appointmentSentences(copy.appointment, language, values.event);
  return layoutEmail({
    language,
    to: recipient.email,
    subject: fill(copy.appointment.subject, { what: sentences.what, day: sentences.day }),
    greeting: fill(copy.greeting, { name: recipient.firstName }),
    paragraphs: [sentences.when, ...(sentences.interpreter ? [sentences.interpreter] : [])],
    action: copy.action,
    link: values.link,
    note: copy.note,
  });
}
