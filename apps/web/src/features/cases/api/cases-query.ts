import {
  API_PATHS,
  CASE_LIST_FILTERS,
  CASE_STATUSES,
  type CaseListItem,
  type Paged,
  SORT_COLUMNS,
} from '@docket/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Apart from the hooks (get-cases.ts): the router starts this request from the entry, which must
// not carry React Query's hooks to the sign-in page.

export const CASES_KEY = ['cases'] as const;

export interface CaseListParams {
  pageNo: number;
  pageSize: number;
  searchQuery: string;
  sortColumn: string;
  sortOrder: 'asc' | 'desc';
  /** The dashboard's figures link here with one of these. */
  status?: string;
  filter?: string;
}

function getCases(params: CaseListParams, signal?: AbortSignal): Promise<Paged<CaseListItem>> {
  return api.get<Paged<CaseListItem>>(API_PATHS.getCases, { query: { ...params }, signal });
}

/** The case list's request, shared by the screen and the route that starts it early. */
export function casesQuery(params: CaseListParams) {
  return queryOptions({
    queryKey: [...CASES_KEY, 'list', params],
    queryFn: ({ signal }) => getCases(params, signal),
    meta: { handlesErrors: true },
  });
}

export const CASE_PAGE_SIZE = 50;
const SORTABLE: ReadonlySet<string> = new Set(SORT_COLUMNS);
const STATUS_FILTERS: ReadonlySet<string> = new Set(CASE_STATUSES);
const FIGURE_FILTERS: ReadonlySet<string> = new Set(CASE_LIST_FILTERS);

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
    status: STATUS_FILTERS.has(status) ? status : undefined,
    filter: FIGURE_FILTERS.has(filter) ? filter : undefined,
  };
}
