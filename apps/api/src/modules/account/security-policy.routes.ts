import { ENDPOINTS } from '@docket/contract';
import type { FastifyInstance } from 'fastify';
import { appSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { ok } from '../../lib/envelope.ts';
import { endpointRoute } from '../../plugins/endpoint-route.ts';
import { serviceContext } from '../../plugins/service-context.ts';
import { MFA_POLICY_KEY, readMfaRequiredRoles } from './account.repository.ts';

/** Which roles must use two-step verification (admins only). */
export async function securityPolicyRoutes(app: FastifyInstance): Promise<void> {
  endpointRoute(app, ENDPOINTS.getSecurityPolicy, async () =>
    ok({ mfaRequiredRoles: (await readMfaRequiredRoles(app.db)) as never }),
  );

  endpointRoute(app, ENDPOINTS.saveSecurityPolicy, async (request) => {
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
  });
}
