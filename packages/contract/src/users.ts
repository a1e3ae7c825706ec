import { z } from 'zod';
import { ROLES, RoleSchema } from './enums.ts';
import { LIMITS } from './limits.ts';
import { phoneNumberSchema } from './phone-schema.ts';

const nameField = (message: 'user.firstName.invalid' | 'user.lastName.invalid') =>
  z.string({ error: message }).trim().min(1, message).max(LIMITS.nameMaxLength, message);

/** An administrator creating a user (spec: user creation rules and messages). */
export const CreateUserRequestSchema = z.object({
  firstName: nameField('user.firstName.invalid'),
  lastName: nameField('user.lastName.invalid'),
  email: z
    .string({ error: 'user.email.invalid' })
    .trim()
    .max(254, 'user.email.invalid')
    .pipe(z.email('user.email.invalid')),
  contact: phoneNumberSchema('contact.required'),
  role: z.enum(ROLES, { error: 'user.role.required' }),
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
