import { API, type CaseStatus } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { CASES_KEY } from './cases-query';

export function useChangeCaseStatus(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ status, reason }: { status: CaseStatus; reason: string }) =>
      call(API.changeCaseStatus, { body: { caseId, status, reason: reason.trim() || null } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: CASES_KEY }),
    meta: { handlesErrors: true },
  });
}
