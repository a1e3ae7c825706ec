import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const clientsKey = (q: string) => ['clients', 'find', q] as const;

/** Clients whose name or e-mail matches, for a member of staff opening a case on their behalf. */
export function findClients(q: string, signal?: AbortSignal) {
  return call(API.findClients, { query: { q } }, { signal, background: true });
}

export function useFindClients(q: string) {
  return useQuery({
    queryKey: clientsKey(q),
    queryFn: ({ signal }) => findClients(q, signal),
    enabled: q.length >= 2,
    staleTime: 30_000,
    meta: { handlesErrors: true },
  });
}
