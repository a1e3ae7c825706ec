import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/** Locks an unlocked user or unlocks a locked one (the spec's GET with query id). */
export function toggleUser(id: string) {
  return call(API.toggleUser, { query: { id } });
}

export function useToggleUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleUser,
    // The spec: on success the list reloads.
    onSuccess: () => void client.invalidateQueries({ queryKey: USERS_KEY }),
    meta: { handlesErrors: true },
  });
}
