import type { DocumentSearchHit, SearchResult, SnippetPart } from '@docket/contract';

/** The groups of results, in the order they are listed. */
export const SEARCH_GROUPS = ['cases', 'documents', 'caseTypes', 'users'] as const;

export interface SearchOption {
  id: string;
  group: (typeof SEARCH_GROUPS)[number];
  label: string;
  detail: string;
  /** A document's words around the match, the matched ones flagged: text only, never markup. */
  snippet?: SnippetPart[];
  to: string;
}

export interface OptionLabels {
  status: (status: string) => string;
  /** The line under a document's name: its client, case and page. */
  documentDetail: (hit: DocumentSearchHit) => string;
}

/**
 * The results as one ordered list (cases, documents, case types, people) so the arrow keys move
 * through every group; each option knows where it leads (a document: its item on the case page).
 */
export function toOptions(result: SearchResult, labels: OptionLabels): SearchOption[] {
  return [
    ...result.cases.map((item) => ({
      id: `case-${item.id}`,
      group: 'cases' as const,
      label: `#${item.id} ${item.caseTypeName}`,
      detail: `${item.clientName} · ${labels.status(item.status)}`,
      to: `/case/${item.id}`,
    })),
    ...result.documents.map((hit) => ({
      id: `document-${hit.documentId}`,
      group: 'documents' as const,
      label: hit.documentName,
      detail: labels.documentDetail(hit),
      snippet: hit.snippet,
      to: hit.itemId === null ? `/case/${hit.caseId}` : `/case/${hit.caseId}#item-${hit.itemId}`,
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
