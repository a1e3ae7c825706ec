import { API_PATHS, type Paged, type UserListItem } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Up to ten users matching the text, for the audit log's "user" filter. */
export function findUsers(searchQuery: string, signal?: AbortSignal): Promise<UserListItem[]> {
  return api
    .post<{ users: Paged<UserListItem> }>(
      API_PATHS.getUsers,
      { pageNo: 1, pageSize: 10, searchQuery, sortColumn: 'fullName', sortOrder: 'asc' },
      { signal, background: true },
    )
    .then((data) => data.users.items);
}

export function useFindUsers(searchQuery: string) {
  return useQuery({
    queryKey: ['audit', 'user-options', searchQuery],
    queryFn: ({ signal }) => findUsers(searchQuery, signal),
    enabled: searchQuery.length >= 2,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}
