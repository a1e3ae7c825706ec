import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Up to ten users matching the text, for the audit log's "user" filter. */
export async function findUsers(searchQuery: string, signal?: AbortSignal) {
  const data = await call(
    API.getUsers,
    { body: { pageNo: 1, pageSize: 10, searchQuery, sortColumn: 'fullName', sortOrder: 'asc' } },
    { signal, background: true },
  );
  return data.users.items;
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
