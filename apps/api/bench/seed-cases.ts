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

/**
 * Each case's checklist (decision 025), as a case of the spec's wizard and a later request leave
 * it: a passport and a witness statement uploaded (one accepted on most cases, one awaiting
 * review), a NASS letter missing, a bank statement asked for; their files, and the read model.
 */
async function seedChecklists(db: Db) {
  await db.execute(sql`
    insert into checklist_items (case_id, kind, name, is_required, state, needed_since, position, created_at, updated_at)
    select c.id, d.kind, d.name, d.kind <> 'eligibility',
           (case when d.n = 1 and c.id % 3 <> 0 then 'Accepted' when d.n <= 2 then 'AwaitingReview' else 'Missing' end)::checklist_state,
           case when d.n > 2 then c.created_at end, d.n, c.created_at, c.created_at
    from cases c
    cross join (values (1, 'required', 'Passport'), (2, 'required', 'Witness statement'),
                       (3, 'eligibility', 'NASS letter'), (4, 'requested', 'Bank statement')) as d(n, kind, name)`);
  await db.execute(sql`
    insert into stored_files (storage_key, kind, original_name, content_type, size_bytes, sha256, uploaded_by, status, created_at, owner_type, owner_id)
    select 'case-document/' || gen_random_uuid(), 'case-document', i.name || '.pdf', 'application/pdf', 48213, 'bench',
           c.client_id, 'claimed', i.created_at, 'case-document', c.id::text
    from checklist_items i join cases c on c.id = i.case_id where i.position <= 2`);
  await db.execute(sql`
    insert into case_documents (case_id, checklist_item_id, kind, stored_file_id, uploaded_by, uploaded_at)
    select c.id, i.id, 'required', f.id, c.client_id, i.created_at
    from checklist_items i
    join cases c on c.id = i.case_id
    join stored_files f on f.owner_id = c.id::text and f.original_name = i.name || '.pdf'
    where i.position <= 2`);
  await db.execute(sql`
    update cases c set
      awaiting_review_count = s.awaiting, needed_count = s.needed,
      stage = case when s.needed > 0 then 'WaitingForClient' when s.awaiting > 0 then 'WithFirm' else 'Complete' end
    from (select case_id,
                 count(*) filter (where state = 'AwaitingReview')::int as awaiting,
                 count(*) filter (where is_required and state in ('Missing', 'Rejected'))::int as needed
          from checklist_items group by case_id) s
    where s.case_id = c.id`);
}

/** Seeds an admin, 50 solicitors, 2,000 clients, 20 case types and `count` cases, in set-based SQL. */
/**
 * Three key dates a case (300,000 over 100,000 cases; decision 046), as a firm's would stand: due
 * from four months ago to four months ahead, those past done (four in five) or missed, one in five
 * ahead done early; assigned to the case's solicitor (none where the case has none), one in ten
 * critical, the third marked for the client. The reminders of the coming week count as sent, so
 * the reminders' schedule finds nothing to do (the quiet copy stays quiet).
 */
async function seedKeyDates(db: Db) {
  await db.execute(sql`
    insert into key_dates (case_id, rule_key, rule_version, label, trigger_date, due_date, safe_due_date,
                           status, critical, client_visible, assignee_id, created_at, updated_at)
    select c.id, 'ftt.appeal.in_uk', 1, 'Appeal to the First-tier Tribunal (in the UK)',
           d.due - 14, d.due, d.due,
           (case when (c.id + d.n) % 5 = 0 and d.due < current_date then 'missed'
                 when (c.id + d.n) % 5 = 0 or d.due < current_date then 'done' else 'open' end)::key_date_status,
           (c.id + d.n) % 10 = 0, d.n = 3, c.solicitor_id, c.created_at, c.created_at
    from cases c
    cross join generate_series(1, 3) as g(n)
    cross join lateral (select g.n as n, current_date + ((c.id * 37 + g.n * 11) % 240 - 120) as due) d`);
  await db.execute(sql`
    insert into key_date_reminders (key_date_id, kind, recipient_id, due_date, sent_at)
    select k.id, w.kind, coalesce(case when w.client then c.client_id end, k.assignee_id), k.safe_due_date, now()
    from key_dates k
    join cases c on c.id = k.case_id
    cross join (values ('in7Days', false), ('in2WorkingDays', false), ('in1WorkingDay', false), ('today', false),
                       ('in3Days', true), ('tomorrow', true)) as w(kind, client)
    where k.status = 'open' and k.safe_due_date <= current_date + 10
      and (case when w.client then k.client_visible else k.assignee_id is not null end)`);
}

/**
 * 20,000 appointments (decision 047) over the key dates' eight months, four months either side of
 * today: hearings, Home Office interviews, CMRs, meetings and reporting events, on working hours in
 * London (a weekend's moved to the Friday), about 2,500 a month; one in twenty cancelled, one in three with an interpreter, one in
 * four marked for the client. On cases spread over all of them, made by the case's solicitor.
 */
async function seedCalendarEvents(db: Db, count: number) {
  await db.execute(sql`
    insert into calendar_events (case_id, kind, title, starts_at, ends_at, location, interpreter_language,
                                 interpreter_booked, client_visible, cancelled_at, created_by, created_at)
    select c.id, e.kind, initcap(replace(e.kind, '_', ' ')) || ' for matter ' || c.id, e.starts_at,
           e.starts_at + interval '1 hour',
           case when g % 2 = 0 then 'Taylor House, 88 Rosebery Avenue, London' end,
           case when g % 3 = 0 then (array['Arabic','Farsi','Tigrinya','Kurdish Sorani','Pashto'])[1 + g % 5] end,
           g % 6 = 0, g % 4 = 0, case when g % 20 = 0 then e.starts_at - interval '3 days' end,
           c.solicitor_id, c.created_at
    from generate_series(1, ${count}) g
    join cases c on c.id = (select min(id) from cases) + (g * 4999) % (select count(*) from cases)
    cross join lateral (select current_date + (g * 7) % 240 - 120 as d) raw
    cross join lateral (
      select (array['ho_interview','tribunal_hearing','cmr','client_meeting','reporting_event','other'])[1 + g % 6] as kind,
             ((raw.d - case extract(isodow from raw.d) when 6 then 1 when 7 then 2 else 0 end)::timestamp
               + make_interval(hours => 9 + g % 8, mins => 30 * (g % 2))) at time zone 'Europe/London' as starts_at
    ) e`);
}

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
    insert into cases (case_type_id, client_id, solicitor_id, support_type, description, status, closed_at, created_at, updated_at,
                       case_type_name, client_name, solicitor_name, search_text)
    select t.id, c.id, case when g % 4 = 0 then null else s.id end, 1 + g % 3,
           'Matter ' || g || ' lodged with the Home Office',
           (array['Open','Pending','Closed']::case_status[])[1 + g % 3],
           case when g % 3 = 2 then now() end,
           now() - (g || ' minutes')::interval, now(),
           t.name, c.name, case when g % 4 = 0 then null else s.name end,
           lower(concat_ws(' ', t.name, c.name, case when g % 4 = 0 then null else s.name end, 'Matter ' || g || ' lodged with the Home Office'))
    from generate_series(1, ${count}) g
    join clients c on c.n = 1 + g % 2000
    join solicitors s on s.n = 1 + g % 50
    join types t on t.n = 1 + g % 20`);
  await seedChecklists(db);
  await seedKeyDates(db);
  await seedCalendarEvents(db, 20_000);
  await db.execute(sql`analyze`);
}
