import { z } from 'zod';
import { isoDateBetween } from './dates.ts';
import { LIMITS } from './limits.ts';

/**
 * A case's appointments and the calendar (issue 32, decision 047): hearings, Home Office
 * interviews and meetings beside the key dates, and a private iCalendar feed per person.
 */

export const EVENT_KINDS = [
  'ho_interview',
  'tribunal_hearing',
  'cmr',
  'client_meeting',
  'reporting_event',
  'other',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

const caseId = z.coerce.number().int().positive().max(LIMITS.maxDbInteger);
const moment = z.iso.datetime({ offset: true });
const optionalText = (max: number) => z.string().trim().max(max, 'field.tooLong').nullish();

export const AddEventRequestSchema = z
  .object({
    caseId,
    kind: z.enum(EVENT_KINDS),
    title: optionalText(200),
    startsAt: moment,
    endsAt: moment.nullish(),
    location: optionalText(300),
    remoteLink: z
      .url({ protocol: /^https$/ })
      .max(2000)
      .nullish(),
    interpreterLanguage: optionalText(100),
    interpreterDialect: optionalText(100),
    interpreterBooked: z.boolean().optional().default(false),
    clientVisible: z.boolean().optional().default(false),
  })
  .refine((event) => !event.endsAt || event.endsAt > event.startsAt, {
    message: 'event.endsBeforeStart',
    path: ['endsAt'],
  });
export type AddEventRequest = z.infer<typeof AddEventRequestSchema>;

export const CalendarEventSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  kind: z.enum(EVENT_KINDS),
  title: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  remoteLink: z.string().nullable(),
  interpreterLanguage: z.string().nullable(),
  interpreterDialect: z.string().nullable(),
  interpreterBooked: z.boolean(),
  clientVisible: z.boolean(),
  cancelled: z.boolean(),
});
export type CalendarEvent = z.infer<typeof CalendarEventSchema>;
export const EventsOfCaseSchema = z.object({ events: z.array(CalendarEventSchema) });
export const CancelEventRequestSchema = z.object({
  id: z.number().int().positive().max(LIMITS.maxDbInteger),
});

/** A month and a few days either side at most: a calendar view asks for what it shows. */
export const CALENDAR_MAX_DAYS = 62;
/** The entries a day of the month's grid shows before "+ 12 more" (the summary it asks for). */
export const CALENDAR_MONTH_PER_DAY = 3;
/** The most entries a day a summary carries: a month cell shows a few and says how many more. */
export const CALENDAR_MAX_PER_DAY = 20;

/** A calendar's bound: a day PostgreSQL stores, with a day after it (as the key dates' days). */
const calendarDay = isoDateBetween('1900-01-01', () => '9999-12-30', 'date.outOfRange');

export const CalendarQuerySchema = z.object({
  from: calendarDay,
  to: calendarDay,
  kind: z.enum([...EVENT_KINDS, 'key_date']).optional(),
  assigneeId: z.uuid().optional(),
  caseTypeId: z.coerce.number().int().positive().max(LIMITS.maxDbInteger).optional(),
  /**
   * A month's summary: at most this many entries a day (key dates first, then appointments by
   * their start), with every day's count in `days`, so a firm-wide month answers in one screen's
   * worth whatever the firm holds. Without it, every entry of the range up to the cap (`through`).
   */
  perDay: z.coerce.number().int().min(1).max(CALENDAR_MAX_PER_DAY).optional(),
});

/** One entry of the calendar: a key date (a day) or an event (a time). */
export const CalendarItemSchema = z.object({
  type: z.enum(['keyDate', 'event']),
  id: z.number().int(),
  caseId: z.number().int(),
  caseTypeName: z.string(),
  /** `key_date` for a key date, else the event's kind. */
  kind: z.string(),
  title: z.string().nullable(),
  /** A key date's London day, or an event's start. */
  date: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  interpreterLanguage: z.string().nullable(),
  interpreterBooked: z.boolean().nullable(),
  status: z.string().nullable(),
  critical: z.boolean(),
  assigneeName: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

/** The most a day's count says: past it, a summary says "over" (a firm's day can hold a thousand). */
export const CALENDAR_DAY_COUNT_LIMIT = 100;
export const CalendarDayTotalSchema = z.object({
  date: z.iso.date(),
  /** The day's entries, at most CALENDAR_DAY_COUNT_LIMIT. */
  total: z.number().int(),
  /** True when the day holds more than `total`. */
  more: z.boolean(),
});
export type CalendarDayTotal = z.infer<typeof CalendarDayTotalSchema>;
export const CalendarSchema = z.object({
  items: z.array(CalendarItemSchema),
  /**
   * Null when every item of the range is there. Else the range held more than one answer carries
   * (a firm-wide month): the items run whole days up to this one, and the screen says so.
   */
  through: z.iso.date().nullable().optional(),
  /**
   * With `perDay`: each day of the range that holds anything, with how many entries it holds
   * (its `items` are the first `perDay` of them). Absent otherwise.
   */
  days: z.array(CalendarDayTotalSchema).optional(),
});

/** The feed's address, answered once: only its hash is kept. */
export const CalendarFeedSchema = z.object({ url: z.string() });
