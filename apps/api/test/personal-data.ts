import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import type { FileStorage } from '../src/lib/storage/file-storage.ts';

export type Finding = { table: string; column: string; needle: string; rows: number };

/** Column types whose text a value of a person could be in (enums and numbers cannot hold one). */
const TEXT_LIKE = ['text', 'character varying', 'character', 'json', 'jsonb', 'tsvector', 'ARRAY'];

/**
 * Every table and text-like column of the public schema, read from information_schema, so a table
 * added later is searched without anyone remembering to add it here.
 */
export async function textColumns(db: Db): Promise<Array<{ table: string; column: string }>> {
  const result = (await db.execute(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in (${sql.join(
        TEXT_LIKE.map((type) => sql`${type}`),
        sql`, `,
      )})
    order by c.table_name, c.column_name`)) as unknown as {
    rows: Array<{ table_name: string; column_name: string }>;
  };
  return result.rows.map((row) => ({ table: row.table_name, column: row.column_name }));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Where any of `needles` (a name, an address, a note's words) still appears, case-insensitively,
 * in any row of any table: one finding per table, column and needle.
 */
export async function findPersonalData(db: Db, needles: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { table, column } of await textColumns(db)) {
    for (const needle of needles) {
      const result = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${escapeLike(needle)}%`}`,
      )) as unknown as { rows: Array<{ n: number }> };
      const rows = Number(result.rows[0]?.n ?? 0);
      if (rows > 0) findings.push({ table, column, needle, rows });
    }
  }
  return findings;
}

/** The keys among `keys` that the storage still holds. */
export async function storedKeys(storage: FileStorage, keys: string[]): Promise<string[]> {
  const wanted = new Set(keys);
  const found: string[] = [];
  for await (const { key } of storage.list()) if (wanted.has(key)) found.push(key);
  return found.sort();
}
