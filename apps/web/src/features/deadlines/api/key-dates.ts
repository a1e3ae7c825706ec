import { API } from '@docket/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Data, type Input } from '@/lib/api-client';

export type Due = Data<'dueKeyDates'>;
export type DueItem = Due['overdue'][number];
export type DueScope = 'mine' | 'firm';
export type Rule = Data<'keyDateRules'>['rules'][number];
export type Holiday = Data<'holidays'>['holidays'][number];
export type HolidayChange = Data<'addHoliday'>;
export type HolidayFile = Input<'importHolidays'>['body'];

/** Everything key dates answer starts with this key, so one change refreshes every view of them. */
const ROOT = 'key-dates' as const;
export const dueKey = (scope: DueScope) => [ROOT, 'due', scope] as const;
export const rulesKey = [ROOT, 'rules'] as const;
export const holidaysKey = [ROOT, 'holidays'] as const;

/** The Deadlines queue, mine or the firm's, grouped by the server on London's today. */
export function dueQuery(scope: DueScope) {
  return queryOptions({
    queryKey: dueKey(scope),
    queryFn: ({ signal }) => call(API.dueKeyDates, { query: { scope } }, { signal }),
    meta: { handlesErrors: true },
  });
}
export const useDue = (scope: DueScope) => useQuery(dueQuery(scope));

/** The deadline rules with their citations and who verified them. */
export function rulesQuery() {
  return queryOptions({
    queryKey: rulesKey,
    queryFn: ({ signal }) => call(API.keyDateRules, {}, { signal }),
    meta: { handlesErrors: true },
  });
}
export const useRules = () => useQuery(rulesQuery());

/** The bank holidays of England and Wales that working days skip. */
export function holidaysQuery() {
  return queryOptions({
    queryKey: holidaysKey,
    queryFn: ({ signal }) => call(API.holidays, {}, { signal }),
    meta: { handlesErrors: true },
  });
}
export const useHolidays = () => useQuery(holidaysQuery());

/**
 * A verification or a change of the holidays can move open dates (decision 046): the rules, the
 * holidays and every queue are read again.
 */
function useKeyDatesMutation<V, R>(send: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: [ROOT] }),
  });
}

export const useVerifyRule = () =>
  useKeyDatesMutation((ruleKey: string) => call(API.verifyRule, { body: { ruleKey } }));

export const useAddHoliday = () =>
  useKeyDatesMutation((body: { date: string; title: string }) => call(API.addHoliday, { body }));

export const useDeleteHoliday = () =>
  useKeyDatesMutation((date: string) => call(API.deleteHoliday, { body: { date } }));

export const useImportHolidays = () =>
  useKeyDatesMutation((file: HolidayFile) => call(API.importHolidays, { body: file }));
