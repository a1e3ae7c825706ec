import type { SolicitorOption } from '@docket/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Users whose role is Solicitor and who are not locked: the people a case can be assigned to. */
export async function listSolicitors(db: Db): Promise<SolicitorOption[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'Solicitor'), eq(users.isLocked, false)))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(1000);
  return rows.map((u) => {
    const fullName = `${u.firstName} ${u.lastName}`;
    return { id: u.id, name: fullName, fullName, email: u.email };
  });
}
