import { API, type CreateUserRequest } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { USERS_KEY } from './get-users';

/** Creates the user and e-mails them an invitation to set a password. */
export function saveUser(body: CreateUserRequest) {
  return call(API.saveUser, { body });
}

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => void client.invalidateQueries({ queryKey: USERS_KEY }),
    meta: { handlesErrors: true },
  });
}
