import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { CASE_TYPES_KEY } from './get-case-types';

export function updateCaseType(body: Input<'updateCaseType'>['body']) {
  return call(API.updateCaseType, { body });
}

export function useUpdateCaseType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCaseType,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASE_TYPES_KEY }),
    meta: { handlesErrors: true },
  });
}
