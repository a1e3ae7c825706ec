import { API_PATHS } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithMessage } from '../../../lib/api-client';
import { CASE_TYPES_KEY } from './get-case-types';

export type DeleteOutcome = 'deleted' | 'archived';

export function deleteCaseType(id: number) {
  return apiRequestWithMessage<{ outcome: DeleteOutcome }>(API_PATHS.deleteCaseType, {
    method: 'DELETE',
    query: { id },
  });
}

export function useDeleteCaseType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCaseType,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASE_TYPES_KEY }),
    meta: { handlesErrors: true },
  });
}
