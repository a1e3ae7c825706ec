import type { ServiceContext } from './context.ts';

/** The calendar day of a moment, in UTC, as dates are stored and compared: YYYY-MM-DD. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Today, by the context's clock. */
export const today = (ctx: Pick<ServiceContext, 'now'>): string => dayOf(ctx.now());
