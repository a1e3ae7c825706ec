import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { refreshChecklist } from './get-case-checklist';

/** The document it answers (absent for an additional one), the staged upload's key and a name. */
type AddDocumentBody = Omit<Input<'addCaseDocument'>['body'], 'caseId'>;

export function useAddCaseDocument(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDocumentBody) => call(API.addCaseDocument, { body: { ...body, caseId } }),
    // A document of her own accord is an item of the checklist too: its stage and counts change.
    onSuccess: () => refreshChecklist(client),
    meta: { handlesErrors: true },
  });
}
