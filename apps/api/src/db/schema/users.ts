import { ROLES } from '@docket/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: userRole('role').notNull(),
    passwordHash: text('password_hash'),
    isLocked: boolean('is_locked').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    gender: text('gender'),
    /** The one number of a person (sign-up's and the admin's contact, Settings' phone): E.164, or the digits of a number in a pattern of the specification (decision 034). */
    phoneNumber: text('phone_number'),
    birthDate: date('birth_date'),
    avatarKey: text('avatar_key'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    postcode: text('postcode'),
    address1: text('address1'),
    address2: text('address2'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    // SECURITY: TOTP keys are stored encrypted (AES-256-GCM), never in the clear.
    totpSecretEnc: text('totp_secret_enc'),
    totpPendingSecretEnc: text('totp_pending_secret_enc'),
    /** The last 30-second step whose code was accepted: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Erased on request (decision 041): the row stays for what points at it, out of every list. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are compared without regard to case: one account per mailbox.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
  ],
);
