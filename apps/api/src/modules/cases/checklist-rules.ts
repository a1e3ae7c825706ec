/** A needed item's due date has passed: its date (YYYY-MM-DD) is before today's. */
export function isPastDue(dueDate: string | null, today: string): boolean {
  return dueDate !== null && dueDate < today;
}
