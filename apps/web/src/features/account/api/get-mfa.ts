import { API } from '@docket/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Starts enrolment: each call makes a new pending key, so the screen asks once and keeps it. */
export function getMfaSetup() {
  return call(API.getMfa);
}

export function useMfaSetup() {
  return useQuery({
    queryKey: ['account', 'mfa-setup'],
    queryFn: getMfaSetup,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    meta: { handlesErrors: true },
  });
}
