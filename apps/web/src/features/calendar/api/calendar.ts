import { API } from '@docket/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call, type Data, type Input } from '@/lib/api-client';

export type CalendarQuery = Input<'calendar'>['query'];
export type CalendarEntry = Data<'calendar'>['items'][number];

/** The calendar's answers, and each case's appointments, under one key: an appointment added refreshes both. */
const ROOT = 'calendar' as const;
export const calendarKey = (query: CalendarQuery) => [ROOT, 'range', query] as const;

/** The key dates and appointments between two London days (at most 62), filtered. */
export function calendarQuery(query: CalendarQuery) {
  return queryOptions({
    queryKey: calendarKey(query),
    queryFn: ({ signal }) => call(API.calendar, { query }, { signal }),
    meta: { handlesErrors: true },
  });
}
/**
 * The range shown; the previous range's items stay on screen while the next one loads, where they
 * are of the same kind: a month's summary (a few a day) is not shown as a day's agenda in full.
 */
export const useCalendar = (query: CalendarQuery) =>
  useQuery({
    ...calendarQuery(query),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].perDay === query.perDay ? keepPreviousData(previous) : undefined,
  });

/** The case types, to filter by (the same key as the case types' own screens, so they share a cache). */
export function useCaseTypeOptions() {
  return useQuery({
    queryKey: ['case-types', 'list'],
    queryFn: () => call(API.getCaseTypes),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

/** The firm's solicitors, to see one's calendar: administrators only (the list names people). */
export function useSolicitorOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['solicitors'],
    queryFn: () => call(API.getSolicitors),
    enabled,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

/** A new private feed address, answered once (any earlier one stops). */
export const useCreateFeed = () => useMutation({ mutationFn: () => call(API.createCalendarFeed) });

/** Stops the feed: its address answers as missing from now on. */
export const useRevokeFeed = () => useMutation({ mutationFn: () => call(API.revokeCalendarFeed) });
