import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '../lib/must.ts';

/**
 * The migration that gives every existing case its checklist (0011, decision 025), run on a
 * database of the version before it holding cases of every shape: no file is left out of a
 * checklist, none is lost, and each case's stage says what it needs.
 */
const MIGRATIONS = join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>;
};

async function apply(db: PGlite, tag: string) {
  const statements = readFileSync(join(MIGRATIONS, `${tag}.sql`), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) if (statement.trim()) await db.exec(statement);
}

const tags = journal.entries.map((entry) => entry.tag);
const checklist = tags.findIndex((tag) => tag.startsWith('0011_'));
const checklistTag = must(tags[checklist], 'the checklist migration (0011_)');

/** A database of the version before the checklist migration. */
async function databaseBeforeChecklist(): Promise<PGlite> {
  const fresh = await PGlite.create({ extensions: { pg_trgm } });
  for (const tag of tags.slice(0, checklist)) await apply(fresh, tag);
  return fresh;
}

let db: PGlite;
const rows = async <T>(query: string) => (await db.query<T>(query)).rows;

beforeAll(async () => {
  db = await databaseBeforeChecklist();

  await db.exec(`
    insert into users (id, email, first_name, last_name, role) values
      ('00000000-0000-4000-8000-000000000001', 'client@example.test', 'Amal', 'Yousef', 'Client');
    insert into case_types (id, name, created_at, updated_at) overriding system value values
      (1, 'Asylum claim', now(), now());
    insert into case_type_documents (id, case_type_id, kind, name, support_type, position, archived_at) overriding system value values
      (1, 1, 'required', 'Passport', null, 0, null),
      (2, 1, 'required', 'Witness statement', null, 1, null),
      (3, 1, 'eligibility', 'NASS letter', 1, 0, null),
      (4, 1, 'eligibility', 'Bank statement', 2, 0, null),
      (5, 1, 'required', 'Old form', null, 2, now());
    insert into cases (id, case_type_id, client_id, support_type, status, created_at, updated_at) overriding system value values
      (10, 1, '00000000-0000-4000-8000-000000000001', 1, 'Open', '2026-01-05T10:00:00Z', now()),
      (11, 1, '00000000-0000-4000-8000-000000000001', 2, 'Open', '2026-01-06T10:00:00Z', now());
  `);
  const file = (n: number) =>
    `('00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}', 'case-document/00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}', 'case-document', 'file${n}.pdf', 'application/pdf', 100, 'x', '00000000-0000-4000-8000-000000000001', 'claimed', now())`;
  await db.exec(`
    insert into stored_files (id, storage_key, kind, original_name, content_type, size_bytes, sha256, uploaded_by, status, created_at)
    values ${[1, 2, 3, 4, 5, 6, 7, 8, 9].map(file).join(',')};
    -- Case 10: a passport replaced once, a NASS letter, a file of an archived definition, a letter of her own.
    insert into case_documents (case_id, document_definition_id, kind, title, stored_file_id, uploaded_by, uploaded_at, replaced_at) values
      (10, 1, 'required', null, '00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000001', '2026-01-05T10:00:00Z', '2026-01-07T10:00:00Z'),
      (10, 1, 'required', null, '00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-000000000001', '2026-01-07T10:00:00Z', null),
      (10, 3, 'eligibility', null, '00000000-0000-4000-8000-000000000103', '00000000-0000-4000-8000-000000000001', '2026-01-05T10:00:00Z', null),
      (10, 5, 'required', null, '00000000-0000-4000-8000-000000000104', '00000000-0000-4000-8000-000000000001', '2026-01-05T10:00:00Z', null),
      (10, null, 'additional', 'Letter from GP', '00000000-0000-4000-8000-000000000105', '00000000-0000-4000-8000-000000000001', '2026-01-08T10:00:00Z', null),
      -- Case 11: the witness statement, and three of her own: one untitled, two with the same title.
      (11, 2, 'required', null, '00000000-0000-4000-8000-000000000106', '00000000-0000-4000-8000-000000000001', '2026-01-06T10:00:00Z', null),
      (11, null, 'additional', null, '00000000-0000-4000-8000-000000000107', '00000000-0000-4000-8000-000000000001', '2026-01-06T11:00:00Z', null),
      (11, null, 'additional', 'Payslip', '00000000-0000-4000-8000-000000000108', '00000000-0000-4000-8000-000000000001', '2026-01-06T12:00:00Z', null),
      (11, null, 'additional', 'Payslip', '00000000-0000-4000-8000-000000000109', '00000000-0000-4000-8000-000000000001', '2026-01-06T13:00:00Z', null);
  `);
  await apply(db, checklistTag);
});
afterAll(() => db.close());

describe('the checklist migration', () => {
  it('gives each case an item per document of its type and support type, and per document of its own', async () => {
    const items = await rows<{
      case_id: number;
      name: string;
      kind: string;
      state: string;
      is_required: boolean;
    }>('select case_id, name, kind, state, is_required from checklist_items order by case_id, position, id');
    expect(items.map((i) => [i.case_id, i.name, i.kind, i.state, i.is_required])).toEqual([
      [10, 'Passport', 'required', 'AwaitingReview', true],
      [10, 'Witness statement', 'required', 'Missing', true],
      [10, 'Old form', 'required', 'AwaitingReview', true],
      [10, 'NASS letter', 'eligibility', 'AwaitingReview', false],
      [10, 'Letter from GP', 'additional', 'AwaitingReview', false],
      [11, 'Passport', 'required', 'Missing', true],
      [11, 'Witness statement', 'required', 'AwaitingReview', true],
      [11, 'Bank statement', 'eligibility', 'Missing', false],
      // Each file of her own is its own item: two payslips are two documents, not versions of one.
      [11, 'file7.pdf', 'additional', 'AwaitingReview', false],
      [11, 'Payslip', 'additional', 'AwaitingReview', false],
      [11, 'Payslip', 'additional', 'AwaitingReview', false],
    ]);
  });

  it('makes every file a version of its item, the replaced one included', async () => {
    const unlinked = await rows('select id from case_documents where checklist_item_id is null');
    expect(unlinked).toEqual([]);
    const versions = await rows<{ name: string; current: boolean }>(`
      select i.name, cd.replaced_at is null as current from case_documents cd
      join checklist_items i on i.id = cd.checklist_item_id where cd.case_id = 10 and i.name = 'Passport'
      order by cd.uploaded_at`);
    expect(versions).toEqual([
      { name: 'Passport', current: false },
      { name: 'Passport', current: true },
    ]);
  });

  it('says of each case what it needs', async () => {
    const cases = await rows<{
      id: number;
      stage: string;
      awaiting_review_count: number;
      needed_count: number;
    }>('select id, stage, awaiting_review_count, needed_count from cases order by id');
    expect(cases).toEqual([
      { id: 10, stage: 'WaitingForClient', awaiting_review_count: 4, needed_count: 1 },
      { id: 11, stage: 'WaitingForClient', awaiting_review_count: 4, needed_count: 1 },
    ]);
    // Reminders count from the migration, not from the case's opening: a case months old does
    // not get every reminder it would have had the moment the new version starts.
    const since = await rows<{ needed_since: Date | null }>(
      `select needed_since from checklist_items where case_id = 10 and name = 'Witness statement'`,
    );
    const neededSince = must(since[0]?.needed_since, "the witness statement's needed_since");
    expect(Date.now() - neededSince.getTime()).toBeLessThan(5 * 60_000);
    const notNeeded = await rows(
      `select id from checklist_items where needed_since is not null and state <> 'Missing'`,
    );
    expect(notNeeded).toEqual([]);
  });
});

describe('the checklist migration on two current files of one document', () => {
  // The old upload marked the current file replaced and then inserted the new one, unlocked: two
  // uploads at once could both insert, leaving a case two current passports.
  it('keeps the newer one current and makes the older an earlier version of the same item', async () => {
    const raced = await databaseBeforeChecklist();
    try {
      await raced.exec(`
        insert into users (id, email, first_name, last_name, role) values
          ('00000000-0000-4000-8000-000000000001', 'client@example.test', 'Amal', 'Yousef', 'Client');
        insert into case_types (id, name, created_at, updated_at) overriding system value values
          (1, 'Asylum claim', now(), now());
        insert into case_type_documents (id, case_type_id, kind, name, support_type, position, archived_at) overriding system value values
          (1, 1, 'required', 'Passport', null, 0, null);
        insert into cases (id, case_type_id, client_id, support_type, status, created_at, updated_at) overriding system value values
          (12, 1, '00000000-0000-4000-8000-000000000001', 1, 'Open', '2026-01-05T10:00:00Z', now());
        insert into stored_files (id, storage_key, kind, original_name, content_type, size_bytes, sha256, uploaded_by, status, created_at) values
          ('00000000-0000-4000-8000-000000000201', 'case-document/00000000-0000-4000-8000-000000000201', 'case-document', 'first.pdf', 'application/pdf', 100, 'x', '00000000-0000-4000-8000-000000000001', 'claimed', now()),
          ('00000000-0000-4000-8000-000000000202', 'case-document/00000000-0000-4000-8000-000000000202', 'case-document', 'second.pdf', 'application/pdf', 100, 'x', '00000000-0000-4000-8000-000000000001', 'claimed', now());
        insert into case_documents (case_id, document_definition_id, kind, title, stored_file_id, uploaded_by, uploaded_at, replaced_at) values
          (12, 1, 'required', null, '00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000001', '2026-01-05T10:00:00Z', null),
          (12, 1, 'required', null, '00000000-0000-4000-8000-000000000202', '00000000-0000-4000-8000-000000000001', '2026-01-05T10:00:01Z', null);
      `);
      await apply(raced, checklistTag);

      const versions = (
        await raced.query<{ file: string; item: number; replaced_at: Date | null }>(`
          select f.original_name as file, cd.checklist_item_id as item, cd.replaced_at from case_documents cd
          join stored_files f on f.id = cd.stored_file_id order by cd.uploaded_at`)
      ).rows;
      const [passport] = (
        await raced.query<{ id: number; state: string }>(
          `select id, state from checklist_items where case_id = 12 and name = 'Passport'`,
        )
      ).rows;
      expect(passport).toMatchObject({ state: 'AwaitingReview' });
      const item = must(passport, 'the Passport item').id;
      expect(versions).toEqual([
        { file: 'first.pdf', item, replaced_at: new Date('2026-01-05T10:00:01Z') },
        { file: 'second.pdf', item, replaced_at: null },
      ]);
    } finally {
      await raced.close();
    }
  });
});
