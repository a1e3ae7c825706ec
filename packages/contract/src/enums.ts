import { z } from 'zod';

export const ROLES = ['Admin', 'Client', 'Solicitor'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Wire values of the support type enumeration; 0 means no support type chosen. */
export const SUPPORT_TYPES = [
  { value: 0, key: 'none', label: 'None', badge: 'secondary' },
  { value: 1, key: 'nass', label: 'NASS Support', badge: 'primary' },
  { value: 2, key: 'self', label: 'Self Support', badge: 'success' },
  { value: 3, key: 'family', label: 'Family Support', badge: 'info' },
] as const;
export type SupportTypeValue = (typeof SUPPORT_TYPES)[number]['value'];
export const SUPPORT_TYPE_VALUES = SUPPORT_TYPES.map((s) => s.value) as SupportTypeValue[];
export const SupportTypeSchema = z
  .number()
  .int()
  .refine(
    (n): n is SupportTypeValue => (SUPPORT_TYPE_VALUES as number[]).includes(n),
    'Unknown support type',
  );

/** Label and badge of a support type; anything not in the enumeration is Unknown. */
export function describeSupportType(value: number): { key: string; label: string; badge: string } {
  return (
    SUPPORT_TYPES.find((s) => s.value === value) ?? { key: 'unknown', label: 'Unknown', badge: 'secondary' }
  );
}

export const CASE_STATUSES = ['Open', 'Pending', 'Closed'] as const;
export const CaseStatusSchema = z.enum(CASE_STATUSES);
export type CaseStatus = z.infer<typeof CaseStatusSchema>;
