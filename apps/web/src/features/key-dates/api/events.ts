import { API } from '@docket/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Data, type Input } from '@/lib/api-client';

export type CaseEvent = Data<'eventsForCase'>['events'][number];

/** A case's appointments, under the calendar's key too, so a change refreshes the calendar screen. */
export const eventsOfCaseKey = (caseId: number) => ['calendar', 'case', caseId] as const;

/** A case's appointments, soonest first; a client gets only those marked for her. */
export function eventsOfCaseQuery(caseId: number) {
  return queryOptions({
    queryKey: eventsOfCaseKey(caseId),
    queryFn: ({ signal }) => call(API.eventsForCase, { query: { caseId } }, { signal }),
    meta: { handlesErrors: true },
  });
}
export const useEventsOfCase = (caseId: number) => useQuery(eventsOfCaseQuery(caseId));

function useEventMutation<B>(send: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: ['calendar'] }),
    meta: { handlesErrors: true },
  });
}

export type AddEventBody = Input<'addEvent'>['body'];

export const useAddEvent = () => useEventMutation((body: AddEventBody) => call(API.addEvent, { body }));

export const useCancelEvent = () => useEventMutation((id: number) => call(API.cancelEvent, { body: { id } }));
