import type { ChecklistItem, ChecklistState, ChecklistVersion } from '@docket/contract';

/**
 * What the client still owes: a needed document not sent yet, or any document the firm sent back.
 * Optional documents not sent yet hold nothing back (decision 025).
 */
export function isNeeded(item: ChecklistItem): boolean {
  return item.state === 'Rejected' || (item.state === 'Missing' && item.isRequired);
}

/** Open to a new upload: the firm has neither accepted nor waived it (ITEM_CLOSED otherwise). */
export function isOpen(item: ChecklistItem): boolean {
  return item.state !== 'Accepted' && item.state !== 'Waived';
}

/** The version the firm reviews: the current one, else the newest. */
export function currentVersion(item: ChecklistItem): ChecklistVersion | null {
  return item.versions.find((version) => version.isCurrent) ?? newestFirst(item.versions)[0] ?? null;
}

export function newestFirst(versions: readonly ChecklistVersion[]): ChecklistVersion[] {
  return [...versions].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id);
}

/** The staff's order: what waits for them first, then what waits for the client, then what is done. */
const STAFF_ORDER: Record<ChecklistState, number> = {
  AwaitingReview: 0,
  Rejected: 1,
  Missing: 2,
  Accepted: 3,
  Waived: 4,
};

export function staffOrder(items: readonly ChecklistItem[]): ChecklistItem[] {
  return [...items].sort((a, b) => STAFF_ORDER[a.state] - STAFF_ORDER[b.state]);
}

/** The anchor a notification or an e-mail links to: /case/{id}#item-{itemId}. */
export const itemAnchor = (itemId: number) => `item-${itemId}`;

/** Today as the date input writes it (YYYY-MM-DD), in the reader's own time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
