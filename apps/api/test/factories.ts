import { randomBytes } from 'node:crypto';
import type { Role } from '@docket/contract';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';

export type TestUser = typeof users.$inferSelect;

/** Inserts a user of the given role with unique, readable defaults. */
export async function createUser(
  db: Db,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: `${role.toLowerCase()}-${tag}@example.test`,
      firstName: role,
      lastName: `Tester ${tag}`,
      contact: '07700900123',
      role,
      ...overrides,
    })
    .returning();
  return user!;
}

/** One user of each role, for permission tests. */
export async function createUserOfEachRole(db: Db): Promise<Record<Role, TestUser>> {
  return {
    Admin: await createUser(db, 'Admin'),
    Client: await createUser(db, 'Client'),
    Solicitor: await createUser(db, 'Solicitor'),
  };
}
