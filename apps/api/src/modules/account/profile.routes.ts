import { ENDPOINTS, SignUpRequestSchema } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { serviceContext } from '../../http/service-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { createUserAsAdmin } from '../users/users.service.ts';
import { getCurrentUser, setLanguage, updateAddress, updatePersonalInfo } from './profile.service.ts';
import { SIGN_UP_ANSWER, signUp } from './signup.service.ts';

export async function profileRoutes(app: FastifyInstance) {
  // Which of SaveUser's two bodies applies depends on who calls, so the handler checks it.
  endpointRoute(
    app,
    ENDPOINTS.saveUser,
    async (request) => {
      const ctx = serviceContext(request);
      const { actor } = ctx;
      if (actor?.role === 'Admin') return ok(null, await createUserAsAdmin({ ...ctx, actor }, request.body));
      // Signed in but not an administrator: sign-up is for visitors, creating users for administrators.
      if (actor) throw new AppError('FORBIDDEN');
      await signUp(ctx, parseOrThrow(SignUpRequestSchema, request.body), requestLanguage(request));
      return ok(null, SIGN_UP_ANSWER);
    },
    { validateBody: false },
  );

  endpointRoute(app, ENDPOINTS.getCurrentUser, async (request) =>
    ok(await getCurrentUser(serviceContext(request))),
  );

  endpointRoute(app, ENDPOINTS.updatePersonalInfo, async (request) => {
    await updatePersonalInfo(serviceContext(request), request.body);
    return ok(null, 'Personal information saved.');
  });

  endpointRoute(app, ENDPOINTS.updateAddress, async (request) => {
    await updateAddress(serviceContext(request), request.body);
    return ok(null, 'Address saved.');
  });

  endpointRoute(app, ENDPOINTS.setLanguage, async (request) => {
    await setLanguage(serviceContext(request), request.body.language);
    return ok(null, '');
  });
}
