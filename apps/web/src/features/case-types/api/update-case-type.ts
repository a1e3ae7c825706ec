import { EXTRA_API_PATHS, type UpdateCaseTypeRequest } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithMessage } from '../../../lib/api-client';
import { CASE_TYPES_KEY } from './get-case-types';

export function updateCaseType(body: UpdateCaseTypeRequest) {
  return apiRequestWithMessage<{ id: number }>(EXTRA_API_PATHS.updateCaseType, { method: 'PUT', body });
}

export function useUpdateCaseType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCaseType,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASE_TYPES_KEY }),
    meta: { handlesErrors: true },
  });
}
