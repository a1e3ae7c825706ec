import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { CASE_TYPES_KEY } from './get-case-types';

export function createCaseType(body: Input<'createCaseType'>['body']) {
  return call(API.createCaseType, { body });
}

export function useCreateCaseType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCaseType,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASE_TYPES_KEY }),
    meta: { handlesErrors: true },
  });
}
