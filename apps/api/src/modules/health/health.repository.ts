import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One round trip that needs nothing but a working connection. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
