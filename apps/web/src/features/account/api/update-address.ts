import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { CURRENT_USER_KEY } from './get-current-user';

export function updateAddress(body: Input<'updateAddress'>['body']) {
  return call(API.updateAddress, { body });
}

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => void client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    meta: { handlesErrors: true },
  });
}
