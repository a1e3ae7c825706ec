import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { refreshChecklist } from './get-case-checklist';

export type ReviewBody = Omit<Input<'reviewDocument'>['body'], 'caseId'>;

/** Accept or reject an item's current version, or waive the item. */
export function useReviewDocument(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => call(API.reviewDocument, { body: { ...body, caseId } }),
    onSuccess: () => refreshChecklist(client),
    meta: { handlesErrors: true },
  });
}
