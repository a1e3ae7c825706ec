import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storedPhoneNumber } from '@docket/contract';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../lib/must.ts';

/**
 * The migration that makes sign-up's contact and Settings' phone number one number in E.164
 * (0012, decision 034), run on a database of the version before it holding numbers in every form
 * the old rules let in: its SQL must store what the contract's rule stores for the same input.
 */
const MIGRATIONS = join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};
const tags = journal.entries.map((entry) => entry.tag);
const phones = tags.findIndex((tag) => tag.startsWith('0012_'));
const phonesTag = must(tags[phones], 'the phone-number migration (0012_)');

async function apply(db: PGlite, tag: string) {
  const statements = readFileSync(join(MIGRATIONS, `${tag}.sql`), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) if (statement.trim()) await db.exec(statement);
}

type Row = { contact: string | null; phone: string | null };
/** Each user's old contact and phone number, and the one number the migration leaves. */
const ROWS: Array<Row & { after: string | null }> = [
  // Sign-up's patterns: the UK mobile with a space or hyphen, a landline of 3 and 7 digits.
  { contact: '0770 0900123', phone: null, after: '+447700900123' },
  { contact: '0770-0900123', phone: null, after: '+447700900123' },
  { contact: '0300 1234567', phone: null, after: '+443001234567' },
  { contact: '123-4567890', phone: null, after: '+441234567890' },
  { contact: '0800 1234567', phone: null, after: '+448001234567' },
  // In a pattern of the specification but of no UK number: the digits.
  { contact: '020 7946000', phone: null, after: '0207946000' },
  { contact: '1234 5678901', phone: null, after: '12345678901' },
  { contact: '0400-0000000', phone: null, after: '04000000000' },
  // The administrator's 10 to 15 digits.
  { contact: '07700900456', phone: null, after: '+447700900456' },
  { contact: '447700900123', phone: null, after: '+447700900123' },
  { contact: '00447700900123', phone: null, after: '+447700900123' },
  { contact: '4412345678', phone: null, after: '4412345678' },
  // Settings' own number is the one the person gave last.
  { contact: '07700900123', phone: '0770-0900999', after: '+447700900999' },
  { contact: null, phone: '0770 0900888', after: '+447700900888' },
  { contact: '07700900123', phone: '  ', after: '+447700900123' },
  { contact: null, phone: null, after: null },
  { contact: '', phone: null, after: null },
];
/** Only the full metadata could say whose numbers these are: they stay as they were. */
const LEFT_AS_THEY_WERE: Row[] = [
  { contact: '004930901820', phone: null },
  { contact: '123456789012345', phone: null },
];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const quote = (value: string | null) => (value === null ? 'null' : `'${value}'`);

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { pg_trgm } });
  for (const tag of tags.slice(0, phones)) await apply(db, tag);
  const rows = [...ROWS, ...LEFT_AS_THEY_WERE].map(
    (row, n) =>
      `('${id(n)}', 'user${n}@example.test', 'A', 'B', 'Client', ${quote(row.contact)}, ${quote(row.phone)})`,
  );
  await db.exec(
    `insert into users (id, email, first_name, last_name, role, contact, phone_number) values ${rows.join(',')}`,
  );
  await apply(db, phonesTag);
});
afterAll(() => db.close());

const numberOf = async (n: number) =>
  (await db.query<{ phone_number: string | null }>(`select phone_number from users where id = '${id(n)}'`))
    .rows[0]?.phone_number;

describe('the phone-number migration', () => {
  it.each(ROWS.map((row, n) => [n, row] as const))('row %i: %o', async (n, row) => {
    expect(await numberOf(n)).toBe(row.after);
  });

  it('stores what the contract stores for the same number', () => {
    for (const row of ROWS) {
      const given = row.phone?.trim() || row.contact?.trim() || null;
      expect(given === null ? null : storedPhoneNumber(given), String(given)).toBe(row.after);
    }
  });

  it('leaves the numbers only the full metadata could read as they were', async () => {
    for (const [i, row] of LEFT_AS_THEY_WERE.entries())
      expect(await numberOf(ROWS.length + i)).toBe(row.contact);
  });

  it('leaves one column for the number', async () => {
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'users' and column_name in ('contact', 'phone_number')`,
    );
    expect(columns.rows).toEqual([{ column_name: 'phone_number' }]);
  });
});
