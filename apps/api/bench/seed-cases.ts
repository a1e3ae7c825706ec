import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/account/passwords.ts';

const FIRST = [
  'Amina',
  'Omar',
  'Grace',
  'Yusuf',
  'Maria',
  'Ahmed',
  'Fatima',
  'John',
  'Chen',
  'Olga',
  'Ivan',
  'Sara',
  'Ali',
  'Nadia',
  'Kofi',
];
const LAST = [
  'Smith',
  'Khan',
  'Okafor',
  'Petrov',
  'Garcia',
  'Hussein',
  'Mensah',
  'Novak',
  'Rossi',
  'Ahmadi',
  'Wang',
  'Ibrahim',
];

/** Seeds an admin, 50 solicitors, 2,000 clients, 20 case types and `count` cases, in set-based SQL. */
export async function seedCases(db: Db, count: number, admin: { email: string; password: string }) {
  const hash = await hashPassword(admin.password);
  await db.execute(
    sql`insert into users (email, first_name, last_name, role, password_hash) values (${admin.email}, 'Bench', 'Admin', 'Admin', ${hash})`,
  );
  const first = `{${FIRST.join(',')}}`;
  const last = `{${LAST.join(',')}}`;
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select 'solicitor' || g || '@bench.test', (${first}::text[])[1 + g % 15], (${last}::text[])[1 + (g * 7) % 12], 'Solicitor'
    from generate_series(1, 50) g`);
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select 'client' || g || '@bench.test', (${first}::text[])[1 + (g * 3) % 15], (${last}::text[])[1 + g % 12], 'Client'
    from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into case_types (name, created_at, updated_at)
    select 'Case type ' || g, now(), now() from generate_series(1, 20) g`);
  await db.execute(sql`
    with clients as (select id, first_name || ' ' || last_name as name, row_number() over (order by email) n from users where role = 'Client'),
         solicitors as (select id, first_name || ' ' || last_name as name, row_number() over (order by email) n from users where role = 'Solicitor'),
         types as (select id, name, row_number() over (order by id) n from case_types)
    insert into cases (case_type_id, client_id, solicitor_id, support_type, description, status, created_at, updated_at,
                       case_type_name, client_name, solicitor_name, search_text)
    select t.id, c.id, case when g % 4 = 0 then null else s.id end, 1 + g % 3,
           'Matter ' || g || ' lodged with the Home Office',
           (array['Open','Pending','Closed']::case_status[])[1 + g % 3],
           now() - (g || ' minutes')::interval, now(),
           t.name, c.name, case when g % 4 = 0 then null else s.name end,
           lower(concat_ws(' ', t.name, c.name, case when g % 4 = 0 then null else s.name end, 'Matter ' || g || ' lodged with the Home Office'))
    from generate_series(1, ${count}) g
    join clients c on c.n = 1 + g % 2000
    join solicitors s on s.n = 1 + g % 50
    join types t on t.n = 1 + g % 20`);
  await db.execute(sql`analyze`);
}
