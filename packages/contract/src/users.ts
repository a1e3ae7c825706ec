import { z } from 'zod';
import { ROLES, RoleSchema } from './enums.ts';
import { LIMITS } from './limits.ts';

const nameField = (label: 'First Name' | 'Last Name') =>
  z
    .string({ error: `${label} is required and must be less than 50 characters.` })
    .trim()
    .min(1, `${label} is required and must be less than 50 characters.`)
    .max(LIMITS.nameMaxLength, `${label} is required and must be less than 50 characters.`);

export const CONTACT_DIGITS = /^\d{10,15}$/;

/** An administrator creating a user (spec: user creation rules and messages). */
export const CreateUserRequestSchema = z.object({
  firstName: nameField('First Name'),
  lastName: nameField('Last Name'),
  email: z
    .string({ error: 'A valid email is required.' })
    .trim()
    .max(254, 'A valid email is required.')
    .pipe(z.email('A valid email is required.')),
  // Spaces and hyphens people type (and sign-up allows) are dropped before the digits are counted.
  contact: z
    .string({ error: 'Contact must be between 10 and 15 digits.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(CONTACT_DIGITS, 'Contact must be between 10 and 15 digits.')),
  role: z.enum(ROLES, { error: 'Role is required.' }),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequestSchema>;

export const UpdateUserRequestSchema = CreateUserRequestSchema.omit({ email: true }).extend({ id: z.uuid() });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

export const USER_SORT_COLUMNS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'createdDate',
  'role',
  'isLocked',
] as const;

export const UserListItemSchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdDate: z.string(),
  role: RoleSchema,
  isLocked: z.boolean(),
  isMFAEnabled: z.boolean(),
  /** Invited but has never set a password. */
  awaitingFirstSignIn: z.boolean(),
  lastSignInAt: z.string().nullable(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;

export const UserStatsSchema = z.object({
  total: z.number().int(),
  admins: z.number().int(),
  clients: z.number().int(),
  solicitors: z.number().int(),
  locked: z.number().int(),
  awaitingFirstSignIn: z.number().int(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export const UserIdSchema = z.object({ id: z.uuid() });

export const SecurityEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  occurredAt: z.string(),
  ip: z.string().nullable(),
  actorName: z.string().nullable(),
});
