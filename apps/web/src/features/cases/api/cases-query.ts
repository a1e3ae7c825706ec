import { API, CASE_LIST_FILTERS, CASE_STATUSES, SORT_COLUMNS } from '@docket/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, type Input } from '../../../lib/api-client';

// Apart from the hooks (get-cases.ts): the router starts this request from the entry, which must
// not carry React Query's hooks to the sign-in page.

export const CASES_KEY = ['cases'] as const;

type CaseListQuery = NonNullable<Input<'searchCases'>['query']>;

/** The page, search and sort always; the dashboard's figures link here with a status or a filter. */
export type CaseListParams = Required<
  Pick<CaseListQuery, 'pageNo' | 'pageSize' | 'searchQuery' | 'sortColumn' | 'sortOrder'>
> &
  Pick<CaseListQuery, 'status' | 'filter'>;

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

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isStatus = oneOf(CASE_STATUSES);
const isFigureFilter = oneOf(CASE_LIST_FILTERS);

/**
 * The list the address asks for (page, search, sort and the dashboard's filters); anything it does
 * not know falls back to the default, so a hand-edited link still shows a list.
 */
export function caseListParams(search: URLSearchParams): CaseListParams {
  const sort = search.get('sort') ?? '';
  const status = search.get('status') ?? '';
  const filter = search.get('filter') ?? '';
  return {
    pageNo: Math.max(1, Number(search.get('page')) || 1),
    pageSize: CASE_PAGE_SIZE,
    searchQuery: search.get('q') ?? '',
    sortColumn: SORTABLE.has(sort) ? sort : 'createdAt',
    sortOrder: search.get('order') === 'asc' ? 'asc' : 'desc',
    status: isStatus(status) ? status : undefined,
    filter: isFigureFilter(filter) ? filter : undefined,
  };
}
