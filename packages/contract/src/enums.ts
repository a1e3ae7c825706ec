import { z } from 'zod';
import { CASE_STATUSES, ROLES, SUPPORT_TYPE_VALUES, type SupportTypeValue } from './values.ts';

export {
  CASE_STATUSES,
  describeSupportType,
  ROLES,
  SUPPORT_TYPE_VALUES,
  SUPPORT_TYPES,
  type SupportTypeValue,
} from './values.ts';

export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const SupportTypeSchema = z
  .number()
  .int()
  .refine((n): n is SupportTypeValue => (SUPPORT_TYPE_VALUES as number[]).includes(n), 'supportType.unknown');

export const CaseStatusSchema = z.enum(CASE_STATUSES);
export type CaseStatus = z.infer<typeof CaseStatusSchema>;
