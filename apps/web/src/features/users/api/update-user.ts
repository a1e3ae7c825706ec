import { EXTRA_API_PATHS, type UpdateUserRequest } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithMessage } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

export function updateUser(body: UpdateUserRequest) {
  return apiRequestWithMessage<null>(EXTRA_API_PATHS.updateUser, { method: 'PUT', body });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => void client.invalidateQueries({ queryKey: USERS_KEY }),
    meta: { handlesErrors: true },
  });
}
