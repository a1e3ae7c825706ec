import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { CASES_KEY } from './cases-query';

export function createCase(body: Input<'createCase'>['body']) {
  return call(API.createCase, { body });
}

export function useCreateCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASES_KEY }),
    meta: { handlesErrors: true },
  });
}
