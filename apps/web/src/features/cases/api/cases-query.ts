import { API, CASE_LIST_FILTERS, CASE_STATUSES, type CaseQueue, SORT_COLUMNS } from '@docket/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';

// Apart from the hooks (get-cases.ts): the router starts this request from the entry, which must
// not carry React Query's hooks to the sign-in page.

export const CASES_KEY = ['cases'] as const;

type CaseListQuery = NonNullable<Input<'searchCases'>['query']>;

/**
 * The page, search and sort always; the dashboard's figures link here with a status, a filter or
 * a work queue.
 */
export type CaseListParams = Required<
  Pick<CaseListQuery, 'pageNo' | 'pageSize' | 'searchQuery' | 'sortColumn' | 'sortOrder'>
> &
  Pick<CaseListQuery, 'status' | 'filter' | 'queue'>;

/** A page of the list, searched, sorted and filtered (SearchCases; the spec's GetCases answers no totals). */
function searchCases(params: CaseListParams, signal?: AbortSignal) {
  return call(API.searchCases, { query: params }, { signal });
}

/** The case list's request, shared by the screen and the route that starts it early. */
export function casesQuery(params: CaseListParams) {
  return queryOptions({
    queryKey: [...CASES_KEY, 'list', params],
    queryFn: ({ signal }) => searchCases(params, signal),
    meta: { handlesErrors: true },
  });
}

export const CASE_PAGE_SIZE = 50;
const SORTABLE: ReadonlySet<string> = new Set(SORT_COLUMNS);

/** The address's value of `name` when it is one of `values`; nothing otherwise. */
const oneOf = <T extends string>(values: readonly T[], search: URLSearchParams, name: string) =>
  values.find((value) => value === search.get(name));
// The contract's CASE_QUEUES, written out: this module is part of the entry, which would otherwise
// take in the whole of checklist-values.ts, at the sign-in page's cost (cases-query.test.ts checks).
const QUEUES: readonly CaseQueue[] = ['awaitingMyReview', 'waitingForClient', 'overdue'];

/**
 * The list the address asks for (page, search, sort, the dashboard's filters and work queues);
 * anything it does not know falls back to the default, so a hand-edited link still shows a list.
 */
export function caseListParams(search: URLSearchParams): CaseListParams {
  const sort = search.get('sort') ?? '';
  return {
    pageNo: Math.max(1, Number(search.get('page')) || 1),
    pageSize: CASE_PAGE_SIZE,
    searchQuery: search.get('q') ?? '',
    sortColumn: SORTABLE.has(sort) ? sort : 'createdAt',
    sortOrder: search.get('order') === 'asc' ? 'asc' : 'desc',
    status: oneOf(CASE_STATUSES, search, 'status'),
    filter: oneOf(CASE_LIST_FILTERS, search, 'filter'),
    queue: oneOf(QUEUES, search, 'queue'),
  };
}
