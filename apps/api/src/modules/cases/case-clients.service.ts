import type { ClientOption } from '@docket/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../lib/context.ts';

/** Active clients whose name or e-mail holds the text: whom staff may open a case for. */
export async function findClients(ctx: ServiceContext, text: string): Promise<ClientOption[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await ctx.db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.role, 'Client'),
        eq(users.isLocked, false),
        text
          ? sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} or lower(${users.email}) like ${pattern})`
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(20);
  return rows.map((row) => ({ id: row.id, fullName: `${row.first} ${row.last}`, email: row.email }));
}
