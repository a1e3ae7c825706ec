import { API_PATHS, type PersonalInfoRequest } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from './get-current-user';

type PersonalInfoBody = Pick<
  PersonalInfoRequest,
  'firstName' | 'lastName' | 'gender' | 'phoneNumber' | 'avatar'
>;

export function updatePersonalInfo(body: PersonalInfoBody) {
  return api.postForMessage(API_PATHS.updatePersonalInfo, body);
}

export function useUpdatePersonalInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalInfo,
    onSuccess: () => void client.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    meta: { handlesErrors: true },
  });
}
