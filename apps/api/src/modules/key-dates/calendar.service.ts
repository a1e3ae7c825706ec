import {
  type AddEventRequest,
  CALENDAR_MAX_DAYS,
  type CalendarDayTotal,
  type CalendarEvent,
  type CalendarItem,
} from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction, type ServiceContext } from '../../lib/context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import {
  CALENDAR_ROWS,
  cancelEventRow,
  type EventRow,
  eventsBetween,
  eventsOfCase,
  feedEntries,
  feedOwner,
  insertEvent,
  keyDatesBetween,
  replaceFeed,
  revokeFeeds,
} from './calendar.repository.ts';
import { byDayThenTime, eventItem, keyDateItem } from './calendar-items.ts';
import { type CalendarRange, calendarSummary } from './calendar-summary.service.ts';
import { feedCalendar } from './ical-feed.ts';
import { visibleCase } from './key-dates.repository.ts';
import { addDays, londonDay } from './london-day.ts';

export async function addEvent(ctx: ActorContext, input: AddEventRequest): Promise<{ id: number }> {
  const found = await visibleCase(ctx.db, input.caseId, visibleCasesCondition(ctx.actor));
  if (!found) throw new AppError('CASE_NOT_FOUND');
  return inTransaction(ctx, async (txCtx) => {
    const id = await insertEvent(txCtx.db, {
      caseId: found.id,
      kind: input.kind,
      title: input.title ?? null,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      location: input.location ?? null,
      remoteLink: input.remoteLink ?? null,
      interpreterLanguage: input.interpreterLanguage ?? null,
      interpreterDialect: input.interpreterDialect ?? null,
      interpreterBooked: input.interpreterBooked,
      clientVisible: input.clientVisible,
      createdBy: txCtx.actor.userId,
      createdAt: txCtx.now(),
    });
    await recordAudit(
      txCtx,
      'case.event_added',
      { type: 'case', id: String(found.id) },
      {
        eventId: id,
        kind: input.kind,
        startsAt: input.startsAt,
      },
    );
    return { id };
  });
}

function toEvent(row: EventRow): CalendarEvent {
  return {
    id: row.id,
    caseId: row.caseId,
    kind: row.kind,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    location: row.location,
    remoteLink: row.remoteLink,
    interpreterLanguage: row.interpreterLanguage,
    interpreterDialect: row.interpreterDialect,
    interpreterBooked: row.interpreterBooked,
    clientVisible: row.clientVisible,
    cancelled: row.cancelledAt !== null,
  };
}

/** A case's appointments; its client sees those marked for her, with the interpreter asked for. */
export async function eventsForCase(ctx: ActorContext, caseId: number): Promise<{ events: CalendarEvent[] }> {
  if (!(await visibleCase(ctx.db, caseId, visibleCasesCondition(ctx.actor))))
    throw new AppError('CASE_NOT_FOUND');
  const isClient = ctx.actor.role === 'Client';
  const events = (await eventsOfCase(ctx.db, caseId, isClient)).map(toEvent);
  // An appointment's title is the firm's own note ("prep: credibility"): she reads what and when.
  return { events: isClient ? events.map((event) => ({ ...event, title: null })) : events };
}

export async function cancelEvent(ctx: ActorContext, id: number): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    const cancelled = await cancelEventRow(txCtx.db, id, visibleCasesCondition(txCtx.actor), txCtx.now());
    if (!cancelled) throw new AppError('EVENT_NOT_FOUND');
    await recordAudit(
      txCtx,
      'case.event_cancelled',
      { type: 'case', id: String(cancelled.caseId) },
      { eventId: id },
    );
  });
}

/** The calendar between two London days: key dates by their safe day, appointments by their start. */
export async function calendarBetween(
  ctx: ActorContext,
  query: CalendarRange & { perDay?: number | undefined },
): Promise<{ items: CalendarItem[]; through: string | null; days?: CalendarDayTotal[] }> {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
  if (days < 0 || days > CALENDAR_MAX_DAYS) throw new AppError('CALENDAR_RANGE_INVALID');
  if (query.perDay) return calendarSummary(ctx, query, query.perDay);
  const filter = { ...query, visible: visibleCasesCondition(ctx.actor) };
  const wantsDates = !query.kind || query.kind === 'key_date';
  const wantsEvents = query.kind !== 'key_date';
  const [dates, events] = await Promise.all([
    wantsDates ? keyDatesBetween(ctx.db, filter) : [],
    wantsEvents ? eventsBetween(ctx.db, filter) : [],
  ]);
  const items: CalendarItem[] = [...dates.map(keyDateItem), ...events.map(eventItem)];
  items.sort(byDayThenTime);
  // More than a screen can hold: the answer stops before the first day it could not give whole,
  // and says up to which day it is complete, so no day is shown with some of its dates missing.
  const cutDays = [
    dates.length > CALENDAR_ROWS ? dates[CALENDAR_ROWS]?.date : undefined,
    events.length > CALENDAR_ROWS ? events[CALENDAR_ROWS]?.day : undefined,
  ].filter((day): day is string => day !== undefined);
  if (cutDays.length === 0) return { items, through: null };
  const firstCut = cutDays.sort()[0] as string;
  const through = addDays(firstCut, -1);
  return { items: items.filter((item) => item.date <= through), through };
}

/** A new private feed address for the caller, answered once; any earlier address stops working. */
export async function createCalendarFeed(ctx: ActorContext): Promise<{ url: string }> {
  const token = randomToken();
  await inTransaction(ctx, async (txCtx) => {
    await replaceFeed(txCtx.db, txCtx.actor.userId, sha256(token), txCtx.now());
    await recordAudit(txCtx, 'account.calendar_feed_created', { type: 'user', id: txCtx.actor.userId });
  });
  return { url: `${ctx.services.config.publicUrl}/cal/${token}.ics` };
}

export async function revokeCalendarFeed(ctx: ActorContext): Promise<void> {
  await inTransaction(ctx, async (txCtx) => {
    await revokeFeeds(txCtx.db, txCtx.actor.userId, txCtx.now());
    await recordAudit(txCtx, 'account.calendar_feed_revoked', { type: 'user', id: txCtx.actor.userId });
  });
}

/** The feed of a token still working, as iCalendar text; null (answered as missing) otherwise. */
export async function calendarFeed(ctx: ServiceContext, token: string): Promise<string | null> {
  const owner = await feedOwner(ctx.db, sha256(token));
  if (!owner) return null;
  const today = londonDay(ctx.now());
  const entries = await feedEntries(ctx.db, owner.id, addDays(today, -31), addDays(today, 366));
  return feedCalendar(entries, { publicUrl: ctx.services.config.publicUrl, now: ctx.now() });
}
