import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/context.ts';
import { pingDatabase } from './health.repository.ts';

/** Ready when the database answers; a failure is logged and answered 503, never its message. */
export async function checkReadiness(ctx: ServiceContext): Promise<void> {
  try {
    await pingDatabase(ctx.db);
  } catch (error) {
    ctx.log.warn({ err: error }, 'readiness check failed');
    throw new AppError('DATABASE_UNAVAILABLE');
  }
}
