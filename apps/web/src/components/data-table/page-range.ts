/** The rows a page shows, for "Showing {from} to {to} of {total} entries": from is 0 when there are none, to never passes total. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0 || pageSize <= 0) return { from: 0, to: 0 };
  const from = Math.min((Math.max(page, 1) - 1) * pageSize + 1, total);
  return { from, to: Math.min(Math.max(page, 1) * pageSize, total) };
}
