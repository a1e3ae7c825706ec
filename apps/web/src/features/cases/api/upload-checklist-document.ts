import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshChecklist } from './get-case-checklist';

/** A staged upload becomes the item's new version; the item then waits for the firm's review. */
export function useUploadChecklistDocument(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { itemId: number; filePath: string; fileName: string }) =>
      call(API.uploadChecklistDocument, { body: { caseId, ...body } }),
    onSuccess: () => refreshChecklist(client),
    meta: { handlesErrors: true },
  });
}
