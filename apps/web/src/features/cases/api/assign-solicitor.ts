import { API_PATHS } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithMessage } from '../../../lib/api-client';
import { CASES_KEY } from './cases-query';

export function assignSolicitor({ caseId, solicitorId }: { caseId: number; solicitorId: string }) {
  return apiRequestWithMessage<null>(API_PATHS.assignSolicitor, {
    method: 'PUT',
    query: { caseId, solicitorId },
  });
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
