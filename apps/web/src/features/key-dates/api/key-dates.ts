import { API } from '@docket/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';

/**
 * A key date added, waived or counted again makes or cancels its template tasks (decision 048):
 * the Tasks section (features/tasks, cached under 'tasks') is asked again.
 */
const refreshTasks = (client: QueryClient) => client.invalidateQueries({ queryKey: ['tasks'] });

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
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: keyDatesOfCaseKey(caseId) }), refreshTasks(client)]),
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

export const useApplyRuleVersion = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'applyRuleVersion'>['body']) => call(API.applyRuleVersion, { body }));

export const useAcceptKeyDateChange = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'acceptKeyDateChange'>['body']) =>
    call(API.acceptKeyDateChange, { body }),
  );

/** The case's documents, newest first: the letters "Add a letter" may start clocks from. */
export function useCaseLetters(caseId: number, enabled = true) {
  return useQuery({
    queryKey: [...keyDatesOfCaseKey(caseId), 'documents'],
    queryFn: ({ signal }) => call(API.getCaseById, { query: { id: caseId } }, { signal }),
    select: (detail) => [...detail.documents].sort((a, b) => b.id - a.id),
    enabled,
    meta: { handlesErrors: true },
  });
}

/** A letter's own document added to the case from "Add a letter"; the list of letters is refreshed. */
export function useUploadLetter(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { filePath: string; documentName: string }) =>
      call(API.addCaseDocument, { body: { ...body, caseId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...keyDatesOfCaseKey(caseId), 'documents'] }),
    meta: { handlesErrors: true },
  });
}

/** The dates printed in a letter, asked again every 3 s while the document checks still read it. */
export function useLetterDates(caseId: number, documentId: number | null) {
  return useQuery({
    queryKey: [...keyDatesOfCaseKey(caseId), 'letter', documentId],
    queryFn: ({ signal }) =>
      call(API.letterDates, { query: { caseId, documentId: documentId ?? 0 } }, { signal }),
    enabled: documentId !== null,
    refetchInterval: (query) => (query.state.data?.reading ? 3000 : false),
    meta: { handlesErrors: true },
  });
}

export function usePreviewLetter() {
  return useMutation({
    mutationFn: (body: Input<'previewLetter'>['body']) => call(API.previewLetter, { body }),
    meta: { handlesErrors: true },
  });
}

/** Makes a letter's key dates (and their tasks): everything of key dates is refreshed. */
export function useAddFromLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Input<'addFromLetter'>['body']) => call(API.addFromLetter, { body }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: KEY_DATES_KEY }), refreshTasks(client)]),
    meta: { handlesErrors: true },
  });
}

/** Whom a key date of the case may be given to, and who may supervise it. */
export function useKeyDatePeople(caseId: number) {
  return useQuery({
    queryKey: [...keyDatesOfCaseKey(caseId), 'people'],
    queryFn: ({ signal }) => call(API.keyDatePeople, { query: { caseId } }, { signal }),
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}
