import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function getSolicitors() {
  return call(API.getSolicitors);
}

export function useSolicitors(enabled: boolean) {
  return useQuery({
    queryKey: ['solicitors'],
    queryFn: getSolicitors,
    enabled,
    meta: { handlesErrors: true },
  });
}
