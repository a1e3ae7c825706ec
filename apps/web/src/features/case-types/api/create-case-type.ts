import { API_PATHS, type SaveCaseTypeRequest } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASE_TYPES_KEY } from './get-case-types';

export function createCaseType(body: SaveCaseTypeRequest) {
  return api.postForMessage<{ id: number }>(API_PATHS.createCaseType, body);
}

export function useCreateCaseType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCaseType,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASE_TYPES_KEY }),
    meta: { handlesErrors: true },
  });
}
