import { API } from '../api.ts';
import {
  AddEventRequestSchema,
  CalendarFeedSchema,
  CalendarQuerySchema,
  CalendarSchema,
  CancelEventRequestSchema,
  EventsOfCaseSchema,
} from '../calendar.ts';
import { CaseIdQuerySchema } from '../cases.ts';
import { endpoint } from '../endpoint.ts';
import { KeyDateIdSchema } from '../key-date-requests.ts';

const tags = ['calendar'] as const;
const staff = ['Admin', 'Solicitor'] as const;

/** A case's appointments, the calendar of key dates and appointments, and the private feed (decision 047). */
export const calendarEndpoints = {
  addEvent: endpoint(API.addEvent, {
    summary:
      'Add an appointment to a case: a hearing, a Home Office interview, a meeting, with its place or link and the interpreter needed; staff of the case only',
    tags,
    roles: staff,
    body: AddEventRequestSchema,
    response: KeyDateIdSchema,
    errors: ['CASE_NOT_FOUND'],
  }),
  eventsForCase: endpoint(API.eventsForCase, {
    summary: 'A case’s appointments, soonest first; its client sees only those marked for her',
    tags,
    query: CaseIdQuerySchema,
    response: EventsOfCaseSchema,
    errors: ['CASE_NOT_FOUND'],
  }),
  cancelEvent: endpoint(API.cancelEvent, {
    summary: 'Cancel an appointment; it stays on record as cancelled',
    tags,
    roles: staff,
    body: CancelEventRequestSchema,
    errors: ['EVENT_NOT_FOUND'],
  }),
  calendar: endpoint(API.calendar, {
    summary:
      'The key dates and appointments between two days (at most 62) of the cases you may see, filtered by kind, person and case type',
    tags,
    roles: staff,
    query: CalendarQuerySchema,
    response: CalendarSchema,
    errors: ['CALENDAR_RANGE_INVALID'],
  }),
  createCalendarFeed: endpoint(API.createCalendarFeed, {
    summary:
      'A private iCalendar address of your key dates and appointments, to subscribe to from Outlook, Google or a phone; answered once, and any earlier one stops',
    tags,
    roles: staff,
    response: CalendarFeedSchema,
    errors: [],
  }),
  revokeCalendarFeed: endpoint(API.revokeCalendarFeed, {
    summary: 'Stop your calendar feed: its address answers as missing from now on',
    tags,
    roles: staff,
    errors: [],
  }),
};
