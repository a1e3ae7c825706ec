import { type SQL, sql } from 'drizzle-orm';

/**
 * The one rule, written once (decision 025), of a checklist item still needed from the client: a
 * required or requested document not sent yet, or any document the firm sent back. `item` is the
 * name the statement gives the checklist_items row. It drives the stage, the work queues, the
 * dashboard and reminders.
 */
export function neededItemSql(item: string): SQL {
  const i = sql.identifier(item);
  return sql`((${i}.is_required and ${i}.state = 'Missing') or ${i}.state = 'Rejected')`;
}

/** A needed item's due date has passed: its date (YYYY-MM-DD) is before today's. */
export function isPastDue(dueDate: string | null, today: string): boolean {
  return dueDate !== null && dueDate < today;
}
