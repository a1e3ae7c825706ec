/**
 * The contract's plain values, kept apart from its zod schemas: a screen that needs only a list
 * or a label then does not load the validation library (see docs/decisions/011).
 */

export const ROLES = ['Admin', 'Client', 'Solicitor'] as const;

/** Wire values of the support type enumeration; 0 means no support type chosen. */
export const SUPPORT_TYPES = [
  { value: 0, key: 'none', label: 'None', badge: 'secondary' },
  { value: 1, key: 'nass', label: 'NASS Support', badge: 'primary' },
  { value: 2, key: 'self', label: 'Self Support', badge: 'success' },
  { value: 3, key: 'family', label: 'Family Support', badge: 'info' },
] as const;
export type SupportTypeValue = (typeof SUPPORT_TYPES)[number]['value'];
export const SUPPORT_TYPE_VALUES = SUPPORT_TYPES.map((s) => s.value) as SupportTypeValue[];

/** Label and badge of a support type; anything not in the enumeration is Unknown. */
export function describeSupportType(value: number): { key: string; label: string; badge: string } {
  return (
    SUPPORT_TYPES.find((s) => s.value === value) ?? { key: 'unknown', label: 'Unknown', badge: 'secondary' }
  );
}

export const CASE_STATUSES = ['Open', 'Pending', 'Closed'] as const;

/** The case list's sortable columns (GetCases' sortColumn). */
export const SORT_COLUMNS = [
  'createdAt',
  'caseTypeName',
  'clientName',
  'solicitorName',
  'supportType',
  'status',
  'id',
] as const;

/** The dashboard's figures the case list can filter by (GetCases' filter). */
export const CASE_LIST_FILTERS = ['unassigned', 'awaitingDocuments'] as const;

export const DASHBOARD_RANGES = ['ALL', '1M', '6M', '1Y'] as const;
