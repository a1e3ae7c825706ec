import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type TableChecksum = { rows: number; md5: string };

/** Row count and an order-independent digest of every application table. */
export async function tableChecksums(db: Db): Promise<Record<string, TableChecksum>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const result: Record<string, TableChecksum> = {};
  for (const { table_name: name } of tables.rows) {
    const row = (await db.execute(
      sql.raw(
        `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as md5 from "${name}" t`,
      ),
    )) as unknown as { rows: Array<TableChecksum> };
    const [checksum] = row.rows;
    if (!checksum) throw new Error(`no checksum row for table ${name}`);
    result[name] = { rows: Number(checksum.rows), md5: checksum.md5 };
  }
  return result;
}
