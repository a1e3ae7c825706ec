import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { appSettings, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
type UserValues = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

const userById = preparedPerDb((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('docket_user_by_id'),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await userById(db).execute({ id });
  return user;
}

/** A new user, unless the address is taken (then undefined): of two inserts at once, one wins. */
export async function insertUser(db: Db, values: UserValues): Promise<UserRow | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

/** Sets the given columns of the user's row. */
export async function updateUser(db: Db, userId: string, values: Partial<UserValues>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** Whether an administrator can sign in: one has a password. */
export async function anAdministratorHasAPassword(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Admin'), isNotNull(users.passwordHash)))
    .limit(1);
  return admin !== undefined;
}

/**
 * Moves the user's last accepted TOTP time step from `from` to `to`. The condition makes two
 * concurrent uses of one code race to a single winner: true for it alone.
 */
export async function advanceTotpStep(
  db: Db,
  userId: string,
  from: number | null,
  to: number,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: to })
    .where(
      and(eq(users.id, userId), from === null ? isNull(users.totpLastStep) : eq(users.totpLastStep, from)),
    )
    .returning({ id: users.id });
  return updated.length === 1;
}

export const MFA_POLICY_KEY = 'mfa_required_roles';

export async function readMfaRequiredRoles(db: Db): Promise<string[]> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MFA_POLICY_KEY));
  return (row?.value as string[] | undefined) ?? [];
}

export async function saveMfaRequiredRoles(db: Db, roles: string[], now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: MFA_POLICY_KEY, value: roles, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: roles, updatedAt: now } });
}
