import { API } from '@docket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';
import { caseKey } from './get-case';

const notesKey = (caseId: number) => [...caseKey(caseId), 'notes'] as const;

export function useCaseNotes(caseId: number) {
  return useQuery({
    queryKey: notesKey(caseId),
    queryFn: () => call(API.getCaseNotes, { query: { caseId } }),
    meta: { handlesErrors: true },
  });
}

export function useAddCaseNote(caseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<Input<'addCaseNote'>['body'], 'caseId'>) =>
      call(API.addCaseNote, { body: { ...body, caseId } }),
    // The timeline records the note too.
    onSuccess: () => void client.invalidateQueries({ queryKey: caseKey(caseId) }),
    meta: { handlesErrors: true },
  });
}
