import { API } from '@docket/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';

/** A case type's task templates (decision 048), under one key so a change refreshes them. */
const taskTemplatesKey = (caseTypeId: number) => ['caseTypes', caseTypeId, 'taskTemplates'] as const;

export function useTaskTemplates(caseTypeId: number) {
  return useQuery({
    queryKey: taskTemplatesKey(caseTypeId),
    queryFn: ({ signal }) => call(API.taskTemplates, { query: { caseTypeId } }, { signal }),
    meta: { handlesErrors: true },
  });
}

/** The deadline rules a template may hang on, with their labels in every language. */
export function useTemplateRules() {
  return useQuery({
    queryKey: ['caseTypes', 'deadlineRules'],
    queryFn: ({ signal }) => call(API.keyDateRules, {}, { signal }),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

function useTemplateMutation<B>(caseTypeId: number, send: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: taskTemplatesKey(caseTypeId) }),
    meta: { handlesErrors: true },
  });
}

export const useSaveTaskTemplate = (caseTypeId: number) =>
  useTemplateMutation(caseTypeId, (body: Input<'saveTaskTemplate'>['body']) =>
    call(API.saveTaskTemplate, { body }),
  );

export const useDeleteTaskTemplate = (caseTypeId: number) =>
  useTemplateMutation(caseTypeId, (body: Input<'deleteTaskTemplate'>['body']) =>
    call(API.deleteTaskTemplate, { body }),
  );
