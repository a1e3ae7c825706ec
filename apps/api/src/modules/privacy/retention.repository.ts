import { and, asc, desc, eq, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases, caseTypes, erasureTombstones, users } from '../../db/schema/index.ts';
import { must } from '../../lib/must.ts';

/** When the retention schedule erases a case: its closing plus its type's months (PostgreSQL's calendar months). */
export const eraseAfterSql = sql<Date>`(${cases.closedAt} + make_interval(months => ${caseTypes.retentionMonths}::int))`;

/** Closed, with a closing date, and not under a legal hold: the cases retention applies to. */
const underRetention: SQL = must(
  and(eq(cases.status, 'Closed'), isNotNull(cases.closedAt), isNull(cases.legalHoldAt)),
  'a condition',
);

/** The ids of cases whose retention has ended by `now`, soonest first, leaving out `skip`. */
export async function findCasesPastRetention(
  db: Db,
  now: Date,
  limit: number,
  skip: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: cases.id })
    .from(cases)
    .innerJoin(caseTypes, eq(caseTypes.id, cases.caseTypeId))
    .where(
      and(
        underRetention,
        sql`${eraseAfterSql} <= ${now.toISOString()}::timestamptz`,
        skip.length > 0 ? notInArray(cases.id, [...skip]) : undefined,
      ),
    )
    .orderBy(asc(cases.closedAt), asc(cases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Locks the case and answers what its tombstone records, if it is still past its retention: another
 * instance may have erased it, or someone placed a hold or reopened it, since it was found.
 */
export async function lockCasePastRetention(tx: Db, caseId: number, now: Date) {
  const [row] = await tx
    .select({
      id: cases.id,
      closedAt: cases.closedAt,
      retentionMonths: caseTypes.retentionMonths,
      caseTypeName: caseTypes.name,
    })
    .from(cases)
    .innerJoin(caseTypes, eq(caseTypes.id, cases.caseTypeId))
    .where(
      and(eq(cases.id, caseId), underRetention, sql`${eraseAfterSql} <= ${now.toISOString()}::timestamptz`),
    )
    .for('update', { of: cases });
  return row;
}

export async function insertTombstone(
  tx: Db,
  values: typeof erasureTombstones.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(erasureTombstones).values(values).returning({ id: erasureTombstones.id });
  return must(row, 'the tombstone').id;
}

/** The case's hold, locked for a change; undefined when there is no such case. */
export async function lockCaseHold(tx: Db, caseId: number) {
  const [row] = await tx
    .select({ id: cases.id, legalHoldAt: cases.legalHoldAt, legalHoldReason: cases.legalHoldReason })
    .from(cases)
    .where(eq(cases.id, caseId))
    .for('update');
  return row;
}

export async function setLegalHold(
  tx: Db,
  caseId: number,
  hold: { reason: string; by: string; at: Date } | null,
): Promise<void> {
  await tx
    .update(cases)
    .set({
      legalHoldReason: hold?.reason ?? null,
      legalHoldBy: hold?.by ?? null,
      legalHoldAt: hold?.at ?? null,
    })
    .where(eq(cases.id, caseId));
}

const fullName = (table: typeof users) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** Closed cases, not held, whose retention ends by `until` (those already past it too), soonest first. */
export async function findRetentionDue(db: Db, until: Date, limit: number) {
  return db
    .select({
      caseId: cases.id,
      caseTypeName: cases.caseTypeName,
      clientName: cases.clientName,
      status: cases.status,
      closedAt: cases.closedAt,
      retentionMonths: caseTypes.retentionMonths,
      eraseAfter: eraseAfterSql.mapWith((value: string | Date) => new Date(value)),
    })
    .from(cases)
    .innerJoin(caseTypes, eq(caseTypes.id, cases.caseTypeId))
    .where(and(underRetention, sql`${eraseAfterSql} <= ${until.toISOString()}::timestamptz`))
    .orderBy(sql`${eraseAfterSql}`, asc(cases.id))
    .limit(limit);
}

/** Cases under a legal hold, the newest hold first, with who placed it. */
export async function findHeldCases(db: Db) {
  return db
    .select({
      caseId: cases.id,
      caseTypeName: cases.caseTypeName,
      clientName: cases.clientName,
      status: cases.status,
      reason: cases.legalHoldReason,
      heldByName: fullName(users),
      heldAt: cases.legalHoldAt,
    })
    .from(cases)
    .leftJoin(users, eq(users.id, cases.legalHoldBy))
    .where(isNotNull(cases.legalHoldAt))
    .orderBy(desc(cases.legalHoldAt), desc(cases.id));
}

export async function findRecentTombstones(db: Db, limit: number) {
  return db
    .select({ tombstone: erasureTombstones, erasedByName: fullName(users) })
    .from(erasureTombstones)
    .leftJoin(users, eq(users.id, erasureTombstones.erasedBy))
    .orderBy(desc(erasureTombstones.erasedAt), desc(erasureTombstones.id))
    .limit(limit);
}
