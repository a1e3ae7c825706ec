import type { ClientOption } from '@docket/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cases, users } from '../../db/schema/index.ts';
import type { ActorContext } from '../../lib/context.ts';
import { likePattern } from '../../lib/sql-like.ts';

/**
 * Active clients whose name or e-mail holds the text: whom staff may open a case for. An
 * administrator finds any client. A solicitor browses only the clients of cases assigned to them,
 * and finds any other client only by her whole e-mail address: enough to open a case for someone
 * who walks into the office with an account, without the firm's client list becoming a
 * solicitor's address book (decision 025; a new client is an administrator's to create). The text
 * comes trimmed (FindClientsQuerySchema), so an address typed with spaces around it still matches.
 */
export async function findClients(ctx: ActorContext, text: string): Promise<ClientOption[]> {
  const actor = ctx.actor;
  const pattern = likePattern(text);
  const rows = await ctx.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'Client'),
        eq(users.isLocked, false),
        actor.role === 'Admin'
          ? undefined
          : sql`(exists (select 1 from ${cases} where ${cases.clientId} = ${users.id} and ${cases.solicitorId} = ${actor.userId})
              or lower(${users.email}) = ${text.toLowerCase()})`,
        text
          ? sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} or lower(${users.email}) like ${pattern})`
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(20);
  return rows.map((row) => ({ id: row.id, fullName: `${row.first} ${row.last}`, email: row.email }));
}
