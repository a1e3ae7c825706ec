import { API } from '@docket/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';

/** Everything of key dates this feature caches, under one key so a change refreshes it all. */
const KEY_DATES_KEY = ['keyDates'] as const;
export const keyDatesOfCaseKey = (caseId: number) => [...KEY_DATES_KEY, 'case', caseId] as const;

/** A case's key dates, soonest first; a client gets only those marked for her. */
export function keyDatesOfCaseQuery(caseId: number) {
  return queryOptions({
    queryKey: keyDatesOfCaseKey(caseId),
    queryFn: ({ signal }) => call(API.keyDatesForCase, { query: { caseId } }, { signal }),
    meta: { handlesErrors: true },
  });
}
export const useKeyDatesOfCase = (caseId: number) => useQuery(keyDatesOfCaseQuery(caseId));

/** The deadline rules, with who verified each (staff only). */
export function useDeadlineRules() {
  return useQuery({
    queryKey: [...KEY_DATES_KEY, 'rules'],
    queryFn: ({ signal }) => call(API.keyDateRules, {}, { signal }),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

/** A rule's date worked out from its trigger day, saving nothing. */
export function usePreviewKeyDate() {
  return useMutation({
    mutationFn: (body: Input<'previewKeyDate'>['body']) => call(API.previewKeyDate, { body }),
    meta: { handlesErrors: true },
  });
}

/** The mutations of one case's key dates: each refreshes the case's dates once the server took it. */
function useCaseMutation<B>(caseId: number, send: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: keyDatesOfCaseKey(caseId) }),
    meta: { handlesErrors: true },
  });
}

export const useAddKeyDate = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'addKeyDate'>['body']) => call(API.addKeyDate, { body }));

export const useCompleteKeyDate = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'completeKeyDate'>['body']) => call(API.completeKeyDate, { body }));

export const useWaiveKeyDate = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'waiveKeyDate'>['body']) => call(API.waiveKeyDate, { body }));

export const useChangeKeyDateDue = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'changeKeyDateDue'>['body']) => call(API.changeKeyDateDue, { body }));

export const useAcceptKeyDateChange = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'acceptKeyDateChange'>['body']) =>
    call(API.acceptKeyDateChange, { body }),
  );
