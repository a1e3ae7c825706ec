import { API } from '@docket/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const MIN_SEARCH_LENGTH = 2;

export function search(q: string, signal?: AbortSignal) {
  // Typed as you go: no full-screen overlay over the box being typed in.
  return call(API.search, { query: { q } }, { signal, background: true });
}

/** Cases, case types and (for admins) people matching the text, scoped by the server to the caller. */
export function useSearch(q: string) {
  return useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => search(q, signal),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { handlesErrors: true },
  });
}
