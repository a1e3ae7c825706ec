import { API } from '@docket/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type Input } from '@/lib/api-client';

/** Everything of tasks this feature caches, under one key so a change refreshes it all. */
const TASKS_KEY = ['tasks'] as const;
export const tasksOfCaseKey = (caseId: number) => [...TASKS_KEY, 'case', caseId] as const;

/** A case's tasks: open first, soonest due first, then those done or cancelled (staff only). */
export function tasksOfCaseQuery(caseId: number) {
  return queryOptions({
    queryKey: tasksOfCaseKey(caseId),
    queryFn: ({ signal }) => call(API.tasksForCase, { query: { caseId } }, { signal }),
    meta: { handlesErrors: true },
  });
}
export const useTasksOfCase = (caseId: number) => useQuery(tasksOfCaseQuery(caseId));

/** The caller's open tasks across the cases they may see, soonest due first (at most 50). */
export const useMyTasks = () =>
  useQuery({
    queryKey: [...TASKS_KEY, 'mine'],
    queryFn: ({ signal }) => call(API.myTasks, {}, { signal }),
    meta: { handlesErrors: true },
  });

/** The solicitors an administrator may give a task to (the list is the administrators' own). */
export function useSolicitorOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'solicitors'],
    queryFn: ({ signal }) => call(API.getSolicitors, {}, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

/**
 * The mutations of one case's tasks: each refreshes the case's tasks, and the caller's own list
 * (a task given or done there is one of theirs), once the server took it.
 */
function useCaseMutation<B>(caseId: number, send: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tasksOfCaseKey(caseId) }),
        client.invalidateQueries({ queryKey: [...TASKS_KEY, 'mine'] }),
      ]),
    meta: { handlesErrors: true },
  });
}

export const useAddTask = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'addTask'>['body']) => call(API.addTask, { body }));

export const useCompleteTask = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'completeTask'>['body']) => call(API.completeTask, { body }));

export const useCancelTask = (caseId: number) =>
  useCaseMutation(caseId, (body: Input<'cancelTask'>['body']) => call(API.cancelTask, { body }));
