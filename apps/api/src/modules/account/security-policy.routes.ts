import { EXTRA_API_PATHS, envelope, SecurityPolicySchema } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { ok } from '../../lib/envelope.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { MFA_POLICY_KEY, readMfaRequiredRoles } from './account.repository.ts';

/** Which roles must use two-step verification (admins only). */
export async function securityPolicyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-step verification'];

  r.get(
    EXTRA_API_PATHS.securityPolicy,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        summary: 'The roles that must use two-step verification',
        response: { 200: envelope(SecurityPolicySchema) },
      },
    },
    async () => ok({ mfaRequiredRoles: (await readMfaRequiredRoles(app.db)) as never }),
  );

  r.put(
    EXTRA_API_PATHS.securityPolicy,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        summary: 'Require two-step verification for these roles; their users enrol at their next sign-in',
        body: SecurityPolicySchema,
        response: { 200: envelope(SecurityPolicySchema) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const roles = [...new Set(request.body.mfaRequiredRoles)];
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(appSettings)
          .values({ key: MFA_POLICY_KEY, value: roles, updatedAt: ctx.now() })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: roles, updatedAt: ctx.now() } });
        await recordAudit({ ...ctx, db: tx }, 'admin.mfa_policy_changed', null, { mfaRequiredRoles: roles });
      });
      return ok({ mfaRequiredRoles: roles }, 'Security policy saved.');
    },
  );
}
