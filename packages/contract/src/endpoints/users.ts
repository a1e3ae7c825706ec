import { z } from 'zod';
import { API } from '../api.ts';
import { ListQuerySchema, pagedSchema } from '../cases.ts';
import { endpoint } from '../endpoint.ts';
import {
  SecurityEventSchema,
  UpdateUserRequestSchema,
  UserIdSchema,
  UserListItemSchema,
  UserStatsSchema,
} from '../users.ts';

const tags = ['users'] as const;
const roles = ['Admin'] as const;

/** User administration: every endpoint is for administrators (creating a user is SaveUser, in account). */
export const usersEndpoints = {
  getUsers: endpoint(API.getUsers, {
    summary: 'A page of users (searched by name and e-mail, sorted) and counts by role and state',
    tags,
    roles,
    body: ListQuerySchema,
    response: z.object({ users: pagedSchema(UserListItemSchema), userStats: UserStatsSchema }),
    errors: [],
  }),
  toggleUser: endpoint(API.toggleUser, {
    summary: 'Lock or unlock a user; a lock ends their sessions at once',
    tags,
    roles,
    query: UserIdSchema,
    errors: ['USER_NOT_FOUND', 'CANNOT_LOCK_SELF', 'CANNOT_LOCK_LAST_ADMIN'],
  }),
  updateUser: endpoint(API.updateUser, {
    summary: "Edit a user's names, contact and role",
    tags,
    roles,
    body: UpdateUserRequestSchema,
    errors: ['USER_NOT_FOUND', 'LAST_ADMIN', 'SOLICITOR_HAS_CASES'],
  }),
  resendInvitation: endpoint(API.resendInvitation, {
    summary: 'E-mail a new invitation to a user who has not set a password',
    tags,
    roles,
    body: UserIdSchema,
    errors: ['USER_NOT_FOUND', 'PASSWORD_ALREADY_SET'],
  }),
  resetTwoFactor: endpoint(API.resetTwoFactor, {
    summary: "Turn off a user's two-step verification and end their sessions",
    tags,
    roles,
    body: UserIdSchema,
    errors: ['USER_NOT_FOUND'],
  }),
  userSecurityEvents: endpoint(API.userSecurityEvents, {
    summary: "A user's recent security events",
    tags,
    roles,
    query: UserIdSchema,
    response: z.array(SecurityEventSchema),
    errors: ['USER_NOT_FOUND'],
  }),
};
