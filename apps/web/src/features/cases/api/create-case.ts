import { API_PATHS, type CreateCaseRequest } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASES_KEY } from './cases-query';

export function createCase(body: CreateCaseRequest) {
  return api.postForMessage<{ id: number }>(API_PATHS.createCase, body);
}

export function useCreateCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASES_KEY }),
    meta: { handlesErrors: true },
  });
}
