import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CaseListParams, casesQuery } from './cases-query';

/** One page of cases; the previous page stays on screen while the next one loads. */
export function useCases(params: CaseListParams) {
  return useQuery({ ...casesQuery(params), placeholderData: keepPreviousData });
}
