import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { CURRENT_USER_KEY } from './get-current-user';

export function updatePersonalInfo(body: Input<'updatePersonalInfo'>['body']) {
  return call(API.updatePersonalInfo, { body });
}

export function useUpdatePersonalInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalInfo,
    onSuccess: () => void client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    meta: { handlesErrors: true },
  });
}
