import { type CaseStatus, EXTRA_API_PATHS } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CASES_KEY } from './cases-query';

export function useChangeCaseStatus(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ status, reason }: { status: CaseStatus; reason: string }) =>
      api.put<null>(EXTRA_API_PATHS.changeCaseStatus, { caseId, status, reason: reason.trim() || null }),
    onSuccess: () => void client.invalidateQueries({ queryKey: CASES_KEY }),
    meta: { handlesErrors: true },
  });
}
