import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { CASES_KEY } from './cases-query';

export function assignSolicitor(query: Input<'assignSolicitor'>['query']) {
  return call(API.assignSolicitor, { query });
}

/** On success the case list (and the case) reload, as the spec asks. */
export function useAssignSolicitor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignSolicitor,
    onSuccess: () => void client.invalidateQueries({ queryKey: CASES_KEY }),
    meta: { handlesErrors: true },
  });
}
