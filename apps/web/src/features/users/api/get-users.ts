import { API, type USER_SORT_COLUMNS } from '@docket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const USERS_KEY = ['users'] as const;

export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export interface UserListParams {
  pageNo: number;
  pageSize: number;
  searchQuery: string;
  sortColumn: UserSortColumn;
  sortOrder: 'asc' | 'desc';
}

export function getUsers(params: UserListParams, signal?: AbortSignal) {
  return call(API.getUsers, { body: params }, { signal });
}

/** One page of users plus the firm-wide counts; the previous page stays on screen while the next loads. */
export function useUsers(params: UserListParams) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
