import { API, type CreateUserRequest } from '@docket/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type NewClient = Omit<CreateUserRequest, 'role'>;

/** An administrator creates the client on the spot; the server e-mails them the invitation. */
export function useCreateClient() {
  return useMutation({
    mutationFn: (client: NewClient) => call(API.saveUser, { body: { ...client, role: 'Client' } }),
    meta: { handlesErrors: true },
  });
}
