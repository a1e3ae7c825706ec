import { API } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '../../../lib/api-client';
import { caseKey } from './get-case';

/** The document it answers (absent for an additional one), the staged upload's key and a name. */
type AddDocumentBody = Omit<Input<'addCaseDocument'>['body'], 'caseId'>;

export function useAddCaseDocument(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDocumentBody) => call(API.addCaseDocument, { body: { ...body, caseId } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: caseKey(caseId) }),
    meta: { handlesErrors: true },
  });
}
