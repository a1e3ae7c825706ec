import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshChecklist } from './get-case-checklist';

/** E-mails and notifies the client now of every document still needed; answers which ones. */
export function useSendReminder(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(API.sendReminder, { body: { caseId } }),
    onSuccess: () => refreshChecklist(client),
    meta: { handlesErrors: true },
  });
}
