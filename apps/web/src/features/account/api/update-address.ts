import { type AddressRequest, API_PATHS } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from './get-current-user';

export function updateAddress(body: AddressRequest) {
  return api.postForMessage(API_PATHS.updateAddress, body);
}

export function useUpdateAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => void client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    meta: { handlesErrors: true },
  });
}
