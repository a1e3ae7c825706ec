import {
  API_PATHS,
  EXTRA_API_PATHS,
  envelope,
  ListQuerySchema,
  pagedSchema,
  SecurityEventSchema,
  UpdateUserRequestSchema,
  UserIdSchema,
  UserListItemSchema,
  UserStatsSchema,
} from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { listUsers, userStats } from './users.repository.ts';
import { resendInvitation, resetTwoFactor, securityEvents, toggleUser, updateUser } from './users.service.ts';

const MessageOnly = { 200: envelope(z.null()) };

/** User administration: every route is for administrators. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const config = { roles: ['Admin'] } as const;

  r.post(
    API_PATHS.getUsers,
    {
      config,
      schema: {
        tags,
        summary: 'A page of users (searched by name and e-mail, sorted) and counts by role and state',
        body: ListQuerySchema,
        response: {
          200: envelope(z.object({ users: pagedSchema(UserListItemSchema), userStats: UserStatsSchema })),
        },
      },
    },
    async (request) => {
      const [users, stats] = await Promise.all([listUsers(app.db, request.body), userStats(app.db)]);
      return ok({ users, userStats: stats });
    },
  );

  r.get(
    API_PATHS.toggleUser,
    {
      config,
      schema: {
        tags,
        summary: 'Lock or unlock a user; a lock ends their sessions at once',
        querystring: UserIdSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      const locked = await toggleUser(serviceContext(request), request.query.id);
      return ok(null, locked ? 'User locked.' : 'User unlocked.');
    },
  );

  r.route({
    method: ['PUT', 'POST'],
    url: EXTRA_API_PATHS.updateUser,
    config,
    schema: {
      tags,
      summary: "Edit a user's names, contact and role",
      body: UpdateUserRequestSchema,
      response: MessageOnly,
    },
    handler: async (request) => {
      await updateUser(serviceContext(request), request.body);
      return ok(null, 'User updated successfully.');
    },
  });

  r.post(
    EXTRA_API_PATHS.resendInvitation,
    {
      config,
      schema: {
        tags,
        summary: 'E-mail a new invitation to a user who has not set a password',
        body: UserIdSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await resendInvitation(serviceContext(request), request.body.id);
      return ok(null, 'Invitation sent.');
    },
  );

  r.post(
    EXTRA_API_PATHS.resetTwoFactor,
    {
      config,
      schema: {
        tags,
        summary: "Turn off a user's two-step verification and end their sessions",
        body: UserIdSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await resetTwoFactor(serviceContext(request), request.body.id);
      return ok(null, 'Two-step verification has been reset.');
    },
  );

  r.get(
    EXTRA_API_PATHS.userSecurityEvents,
    {
      config,
      schema: {
        tags,
        summary: "A user's recent security events",
        querystring: UserIdSchema,
        response: { 200: envelope(z.array(SecurityEventSchema)) },
      },
    },
    async (request) => ok(await securityEvents(serviceContext(request), request.query.id)),
  );
}
