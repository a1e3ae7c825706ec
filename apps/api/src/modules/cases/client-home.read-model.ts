import type { Dashboard } from '@docket/contract';
import { and, asc, desc, eq, getTableName, inArray, ne } from 'drizzle-orm';
import { cases, checklistItems } from '../../db/schema/index.ts';
import type { ActorContext } from '../../lib/context.ts';
import { today } from '../../lib/day.ts';
import { neededItemSql, toListItem } from './cases.read-model.ts';
import { isPastDue } from './checklist-rules.ts';

/** Enough for any one person; a client with more sees the rest in the case list. */
const MAX_CASES = 20;

/**
 * A client's home: her cases not closed, newest first, each with what it still needs from her by
 * the checklist's own rule (neededItemSql: not sent yet, or sent back), in the case's order.
 */
export async function clientCases(ctx: ActorContext): Promise<Dashboard['myCases']> {
  if (ctx.actor.role !== 'Client') return [];
  const rows = await ctx.db
    .select()
    .from(cases)
    .where(and(eq(cases.clientId, ctx.actor.userId), ne(cases.status, 'Closed')))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(MAX_CASES);
  if (rows.length === 0) return [];
  const items = await ctx.db
    .select()
    .from(checklistItems)
    .where(
      and(
        inArray(
          checklistItems.caseId,
          rows.map((row) => row.id),
        ),
        neededItemSql(getTableName(checklistItems)),
      ),
    )
    .orderBy(asc(checklistItems.position), asc(checklistItems.id));
  const day = today(ctx);
  return rows.map((row) => ({
    ...toListItem(row),
    owed: items
      .filter((item) => item.caseId === row.id)
      .map((item) => ({
        itemId: item.id,
        name: item.name,
        state: item.state,
        dueDate: item.dueDate,
        isOverdue: isPastDue(item.dueDate, day),
      })),
  }));
}
