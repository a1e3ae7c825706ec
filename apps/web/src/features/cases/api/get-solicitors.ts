import { API_PATHS, type SolicitorOption } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getSolicitors(): Promise<SolicitorOption[]> {
  return api.get<SolicitorOption[]>(API_PATHS.getSolicitors);
}

export function useSolicitors(enabled: boolean) {
  return useQuery({
    queryKey: ['solicitors'],
    queryFn: getSolicitors,
    enabled,
    meta: { handlesErrors: true },
  });
}
