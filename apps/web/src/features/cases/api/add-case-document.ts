import { EXTRA_API_PATHS } from '@docket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKey } from './get-case';

interface AddDocumentBody {
  /** The case type's document it answers; absent for an additional document. */
  documentDefinitionId?: number;
  filePath: string;
  documentName?: string;
}

export function useAddCaseDocument(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDocumentBody) =>
      api.post<null>(EXTRA_API_PATHS.addCaseDocument, { ...body, caseId }),
    onSuccess: () => void client.invalidateQueries({ queryKey: caseKey(caseId) }),
    meta: { handlesErrors: true },
  });
}
