import type { SearchResult } from '@docket/contract';

export interface SearchOption {
  id: string;
  group: 'cases' | 'caseTypes' | 'users';
  label: string;
  detail: string;
  to: string;
}

/**
 * The results as one ordered list (cases, case types, people) so the arrow keys move through every
 * group; each option knows where it leads.
 */
export function toOptions(result: SearchResult, statusLabel: (status: string) => string): SearchOption[] {
  return [
    ...result.cases.map((item) => ({
      id: `case-${item.id}`,
      group: 'cases' as const,
      label: `#${item.id} ${item.caseTypeName}`,
      detail: `${item.clientName} · ${statusLabel(item.status)}`,
      to: `/case/${item.id}`,
    })),
    ...result.caseTypes.map((item) => ({
      id: `case-type-${item.id}`,
      group: 'caseTypes' as const,
      label: item.caseTypeName,
      detail: '',
      to: `/case-type-detail/${item.id}`,
    })),
    ...result.users.map((item) => ({
      id: `user-${item.id}`,
      group: 'users' as const,
      label: item.fullName,
      detail: `${item.email} · ${item.role}`,
      to: `/user-list?search=${encodeURIComponent(item.email)}`,
    })),
  ];
}

/** Arrow keys wrap around; with nothing highlighted, down starts at the top and up at the bottom. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current < 0 ? count - 1 : (current - 1 + count) % count;
}
