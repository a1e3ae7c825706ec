import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

export function updateUser(body: Input<'updateUser'>['body']) {
  return call(API.updateUser, { body });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => void client.invalidateQueries({ queryKey: USERS_KEY }),
    meta: { handlesErrors: true },
  });
}
