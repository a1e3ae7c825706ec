import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { CASE_TYPES_KEY } from './get-case-types';

/** Deletes a case type, or archives it when cases use it: the answer's `outcome` says which. */
export function deleteCaseType(id: number) {
  return call(API.deleteCaseType, { query: { id } });
}

export function useDeleteCaseType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCaseType,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASE_TYPES_KEY }),
    meta: { handlesErrors: true },
  });
}
