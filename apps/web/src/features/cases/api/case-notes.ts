import { type AddNoteRequest, type CaseNote, EXTRA_API_PATHS } from '@docket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { caseKey } from './get-case';

const notesKey = (caseId: number) => [...caseKey(caseId), 'notes'] as const;

export function useCaseNotes(caseId: number) {
  return useQuery({
    queryKey: notesKey(caseId),
    queryFn: () => api.get<CaseNote[]>(EXTRA_API_PATHS.getCaseNotes, { query: { caseId } }),
    meta: { handlesErrors: true },
  });
}

export function useAddCaseNote(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<AddNoteRequest, 'caseId'>) =>
      api.post<{ id: number }>(EXTRA_API_PATHS.addCaseNote, { ...body, caseId }),
    // The timeline records the note too.
    onSuccess: () => void client.invalidateQueries({ queryKey: caseKey(caseId) }),
    meta: { handlesErrors: true },
  });
}
