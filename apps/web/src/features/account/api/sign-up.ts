import { API, type SignUpRequest } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

type SignUpFields = Pick<SignUpRequest, 'firstName' | 'lastName' | 'email' | 'contact'>;

/** Free registration as a client; the same answer whether or not the address is taken. */
export function signUp(fields: SignUpFields) {
  return call(API.saveUser, { body: { id: null, isBlogger: false, ...fields } }, { auth: 'none' });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, meta: { handlesErrors: true } });
}
