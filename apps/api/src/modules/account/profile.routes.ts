import {
  AddressRequestSchema,
  API_PATHS,
  CurrentUserSchema,
  EXTRA_API_PATHS,
  envelope,
  LanguageRequestSchema,
  PersonalInfoRequestSchema,
  SignUpRequestSchema,
} from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { requestLanguage } from '../../plugins/request-language.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { createUserAsAdmin } from '../users/users.service.ts';
import { getCurrentUser, setLanguage, updateAddress, updatePersonalInfo } from './profile.service.ts';
import { SIGN_UP_ANSWER, signUp } from './signup.service.ts';

const MessageOnly = { 200: envelope(z.null()) };

/** The body SaveUser accepts from anyone; the rules that apply depend on who calls (see the handler). */
const SaveUserBodySchema = z.looseObject({});

export async function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.post(
    API_PATHS.saveUser,
    {
      config: {
        auth: 'optional',
        rateLimit: { max: app.services.config.accountRateLimit, timeWindow: 60_000 },
      },
      schema: {
        tags: ['account', 'users'],
        summary:
          'Anonymous: sign up as a Client (firstName, lastName, email, contact). Admin: create a user of any role.',
        body: SaveUserBodySchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      if (request.actor?.role === 'Admin')
        return ok(null, await createUserAsAdmin(serviceContext(request), request.body));
      // Signed in but not an administrator: sign-up is for visitors, creating users for administrators.
      if (request.actor) throw new AppError('FORBIDDEN', 403, 'You do not have permission to do this.');
      const input = parseOrThrow(SignUpRequestSchema, request.body);
      await signUp(serviceContext(request), input, requestLanguage(request));
      return ok(null, SIGN_UP_ANSWER);
    },
  );

  r.post(
    API_PATHS.getCurrentUser,
    {
      config: { allowRestricted: true },
      schema: { tags, summary: 'The signed-in user', response: { 200: envelope(CurrentUserSchema) } },
    },
    async (request) => ok(await getCurrentUser(serviceContext(request))),
  );

  r.post(
    API_PATHS.updatePersonalInfo,
    {
      schema: {
        tags,
        summary: 'Names, gender, phone and avatar',
        body: PersonalInfoRequestSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await updatePersonalInfo(ctx, request.body, (txCtx, key) =>
        app.files.claim(txCtx, key, ['avatar'], { type: 'user-avatar', id: ctx.actor!.userId }),
      );
      return ok(null, 'Personal information saved.');
    },
  );

  r.post(
    API_PATHS.updateAddress,
    { schema: { tags, summary: 'Postal address', body: AddressRequestSchema, response: MessageOnly } },
    async (request) => {
      await updateAddress(serviceContext(request), request.body);
      return ok(null, 'Address saved.');
    },
  );

  r.post(
    EXTRA_API_PATHS.setLanguage,
    {
      config: { allowRestricted: true },
      schema: {
        tags,
        summary: 'The language of your e-mails',
        body: LanguageRequestSchema,
        response: MessageOnly,
      },
    },
    async (request) => {
      await setLanguage(serviceContext(request), request.body.language);
      return ok(null, '');
    },
  );
}
