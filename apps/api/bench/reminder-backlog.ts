/**
 * The backlog a start brings, by SQL on the tables that record it (cases, case types, checklist
 * items, reminders): made to a set size on the busy copy, taken away on the quiet one, and counted
 * as it drains, whatever runs the reminders inside the server.
 */
import type pg from 'pg';

const TODAY = `(now() at time zone 'utc')::date`;
/** Decision 025's needed item (`neededItemSql`), spelt out so the count does not move with the code it measures. */
const NEEDED = `((i.is_required and i.state = 'Missing') or i.state = 'Rejected')`;
/**
 * A case due a reminder (decision 025): open, not reminded today, and with a needed item past a
 * reminder day of its case type that it was not yet reminded for.
 */
const DUE = `c.status <> 'Closed'
  and not exists (select 1 from case_reminders r where r.case_id = c.id and r.sent_on = ${TODAY})
  and exists (
    select 1 from checklist_items i
    join case_types ct on ct.id = c.case_type_id
    cross join lateral unnest(ct.reminder_days) as d(day)
    where i.case_id = c.id and ${NEEDED} and i.needed_since is not null
      and d.day > i.reminded_through_day and i.needed_since + d.day * interval '24 hours' <= now())`;

const tableExists = async (client: pg.Client, table: string) =>
  (await client.query<{ found: boolean }>('select to_regclass($1) is not null as found', [table])).rows[0]
    ?.found === true;

/** The schema has automatic reminders: a case type's reminder days, and reminders recorded. */
export async function hasReminders(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ found: number }>(
    `select count(*)::int as found from information_schema.columns
     where table_schema = current_schema()
       and (table_name, column_name) in (('case_types', 'reminder_days'), ('checklist_items', 'reminded_through_day'),
                                         ('case_reminders', 'sent_on'))`,
  );
  return rows[0]?.found === 3;
}

export async function countDue(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ due: number }>(
    `select count(*)::int as due from cases c where ${DUE}`,
  );
  return rows[0]?.due ?? 0;
}

/** How many open cases could be reminded at all (a needed item), the most a backlog can be. */
async function countOpenNeeding(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ open: number }>(
    `select count(*)::int as open from cases c
     where c.status <> 'Closed' and exists (select 1 from checklist_items i where i.case_id = c.id and ${NEEDED})`,
  );
  return rows[0]?.open ?? 0;
}

/**
 * Makes `size` open cases due a reminder (the oldest, each needed item needed since at least its case
 * type's first reminder day) and every other case quiet: its needed items reminded through the last
 * reminder day, and today's reminder recorded. `size` 0 makes the whole database quiet.
 */
export async function setBacklog(client: pg.Client, size: number): Promise<{ due: number; open: number }> {
  await client.query('begin');
  try {
    await client.query(
      `create temporary table bench_backlog on commit drop as
       select c.id from cases c
       where c.status <> 'Closed' and exists (select 1 from checklist_items i where i.case_id = c.id and ${NEEDED})
       order by c.created_at, c.id limit $1`,
      [size],
    );
    await client.query(`
      update checklist_items i set reminded_through_day = 0,
        needed_since = least(i.needed_since,
          now() - (select min(d) from unnest(ct.reminder_days) d) * interval '24 hours' - interval '1 hour')
      from cases c join case_types ct on ct.id = c.case_type_id
      where c.id = i.case_id and ${NEEDED} and c.id in (select id from bench_backlog)`);
    await client.query(`
      update checklist_items i set reminded_through_day =
        greatest(i.reminded_through_day, (select coalesce(max(d), 0) from unnest(ct.reminder_days) d))
      from cases c join case_types ct on ct.id = c.case_type_id
      where c.id = i.case_id and ${NEEDED} and c.id not in (select id from bench_backlog)`);
    await client.query(`
      insert into case_reminders (case_id, kind, sent_on, sent_at, item_ids)
      select c.id, 'automatic', ${TODAY}, now(), '{}' from cases c
      where c.status <> 'Closed' and c.id not in (select id from bench_backlog)`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze checklist_items, case_reminders');
  return { due: await countDue(client), open: await countOpenNeeding(client) };
}

/** Where the records stood before the servers started: what came after is the run's. */
export type Marks = { reminderId: number; sentEmailId: number };

export type Deliveries = {
  /** Automatic reminders recorded since the marks. */
  reminders: number;
  /** E-mails the mail server took since the marks (sent_emails), null where the schema has no such record. */
  emails: number | null;
  /**
   * Work not yet done: on the background engine (pgboss.job), the send-email and case-reminders
   * jobs waiting or running; before it, the e-mails in the mail_outbox table; null where neither is.
   */
  waiting: number | null;
  /** The most in any one minute of the clock. */
  peakRemindersPerMinute: number;
  peakEmailsPerMinute: number | null;
  /** The minutes of the clock in which e-mails were handed over: how far they were spread. */
  minutesWithEmails: number | null;
};

export async function marks(client: pg.Client): Promise<Marks> {
  const max = async (table: string) =>
    (await tableExists(client, table))
      ? ((await client.query<{ id: number }>(`select coalesce(max(id), 0)::int as id from ${table}`)).rows[0]
          ?.id ?? 0)
      : 0;
  return { reminderId: await max('case_reminders'), sentEmailId: await max('sent_emails') };
}

const one = async (client: pg.Client, query: string, values: unknown[] = []) =>
  (await client.query<{ n: number }>(query, values)).rows[0]?.n ?? 0;

export async function deliveries(client: pg.Client, since: Marks): Promise<Deliveries> {
  const perMinute = (table: string, at: string, where: string) =>
    `select coalesce(max(n), 0)::int as n from (select count(*) as n from ${table}
     where ${where} group by date_trunc('minute', ${at})) m`;
  const emailsRecorded = await tableExists(client, 'sent_emails');
  const reminderWhere = `id > $1 and kind = 'automatic'`;
  return {
    reminders: await one(client, `select count(*)::int as n from case_reminders where ${reminderWhere}`, [
      since.reminderId,
    ]),
    emails: emailsRecorded
      ? await one(client, 'select count(*)::int as n from sent_emails where id > $1', [since.sentEmailId])
      : null,
    waiting: (await tableExists(client, 'pgboss.job'))
      ? await one(
          client,
          `select count(*)::int as n from pgboss.job
           where name in ('send-email', 'case-reminders') and state in ('created', 'retry', 'active')`,
        )
      : (await tableExists(client, 'mail_outbox'))
        ? await one(client, 'select count(*)::int as n from mail_outbox')
        : null,
    peakRemindersPerMinute: await one(client, perMinute('case_reminders', 'sent_at', reminderWhere), [
      since.reminderId,
    ]),
    peakEmailsPerMinute: emailsRecorded
      ? await one(client, perMinute('sent_emails', 'sent_at', 'id > $1'), [since.sentEmailId])
      : null,
    minutesWithEmails: emailsRecorded
      ? await one(
          client,
          `select count(distinct date_trunc('minute', sent_at))::int as n from sent_emails where id > $1`,
          [since.sentEmailId],
        )
      : null,
  };
}
