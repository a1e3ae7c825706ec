import { API_PATHS, type CreateUserRequest } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** Creates the user and e-mails them an invitation to set a password. */
export function saveUser(body: CreateUserRequest) {
  return api.postForMessage(API_PATHS.saveUser, body);
}

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => void client.invalidateQueries({ queryKey: USERS_KEY }),
    meta: { handlesErrors: true },
  });
}
