import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { refreshChecklist } from './get-case-checklist';

export type RequestDocumentBody = Omit<Input<'requestDocument'>['body'], 'caseId'>;

/** Asks the client for a further document: a new item on the case's checklist. */
export function useRequestDocument(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestDocumentBody) => call(API.requestDocument, { body: { ...body, caseId } }),
    onSuccess: () => refreshChecklist(client),
    meta: { handlesErrors: true },
  });
}
