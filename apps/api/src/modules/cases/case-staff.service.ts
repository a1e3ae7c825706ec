import { AppError } from '../../lib/app-error.ts';
import type { ActorContext } from '../../lib/context.ts';
import { findUserById } from '../users/users.service.ts';
import { solicitorOfCase } from './cases.repository.ts';

/**
 * Whom a case's work (a key date, its supervision, a task) is given to: an administrator, or the
 * solicitor assigned to the case, whose account is active. Anyone else could not open the case,
 * so the work would wait where nobody sees it.
 */
export async function requireStaffOfCase(
  ctx: ActorContext,
  userId: string | null | undefined,
  caseId: number,
  /** A supervisor may be any of the firm's staff: supervising is reading over, not doing. */
  anyStaff = false,
): Promise<string | null> {
  if (!userId) return null;
  const user = await findUserById(ctx, userId);
  if (user && !user.isLocked) {
    if (user.role === 'Admin' || (anyStaff && user.role === 'Solicitor')) return user.id;
    if (user.role === 'Solicitor') {
      if ((await solicitorOfCase(ctx.db, caseId)) === user.id) return user.id;
    }
  }
  throw new AppError('ASSIGNEE_NOT_STAFF');
}
