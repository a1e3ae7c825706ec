import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/context.ts';
import { likePattern } from '../../lib/sql-like.ts';

/**
 * Active clients whose name or e-mail holds the text, by the rule findClients (case-clients.service.ts)
 * gives: any for an administrator; for a solicitor, the clients of their cases, or one whose whole
 * e-mail address the text is.
 */
export async function findClientsFor(db: Db, actor: Actor, text: string) {
  const pattern = likePattern(text);
  return db
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
}
