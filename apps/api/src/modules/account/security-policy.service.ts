import type { Role } from '@docket/contract';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { readMfaRequiredRoles, saveMfaRequiredRoles } from './account.repository.ts';

/** The roles that must use two-step verification. */
export function getMfaRequiredRoles(ctx: ServiceContext): Promise<string[]> {
  return readMfaRequiredRoles(ctx.db);
}

/** Sets the roles that must use two-step verification, on the record; answers them, each once. */
export async function setMfaRequiredRoles(ctx: ActorContext, requested: readonly Role[]): Promise<Role[]> {
  const roles = [...new Set(requested)];
  await inTransaction(ctx, async (tx) => {
    await saveMfaRequiredRoles(tx.db, roles, ctx.now());
    await recordAudit(tx, 'admin.mfa_policy_changed', null, { mfaRequiredRoles: roles });
  });
  return roles;
}
