import type { DeadlineRule } from '@docket/contract';
import type { ServiceContext } from '../../lib/context.ts';
import { notify } from '../notifications/notifications.service.ts';
import { countDueDate } from './count-due-date.ts';
import { DEADLINE_RULES } from './deadline-rules.ts';
import { insertKeyDateChange, openCountedKeyDates, updateKeyDate } from './key-dates.repository.ts';
import type { HolidayCalendar } from './working-days.ts';

/** The version of a rule a key date was counted by: a new version never moves existing dates. */
export function ruleVersion(key: string, version: number): DeadlineRule | undefined {
  return DEADLINE_RULES.find((rule) => rule.key === key && rule.version === version);
}

/**
 * Counts every open key date made by a rule again, with a changed table of holidays, in the
 * caller's transaction. A date that comes earlier moves at once, and its assignee and supervisor
 * are told; one that comes later is proposed (`pending_due_date`) and the earlier stays the safe
 * date until the assignee accepts. Each change is kept with its reason.
 */
export async function recountOpenKeyDates(
  ctx: ServiceContext,
  calendar: HolidayCalendar,
): Promise<{ movedEarlier: number; awaitingAcceptance: number }> {
  let movedEarlier = 0;
  let awaitingAcceptance = 0;
  for (const keyDate of await openCountedKeyDates(ctx.db)) {
    const rule =
      keyDate.ruleKey && keyDate.ruleVersion ? ruleVersion(keyDate.ruleKey, keyDate.ruleVersion) : undefined;
    if (!rule || !keyDate.triggerDate) continue;
    const counted = countDueDate({ rule, holidays: calendar, triggerDate: keyDate.triggerDate });
    const change = {
      keyDateId: keyDate.id,
      reason: 'holiday_table_changed',
      byId: ctx.actor?.userId ?? null,
      at: ctx.now(),
    };
    if (counted.safeDueDate < keyDate.safeDueDate) {
      await updateKeyDate(ctx.db, keyDate.id, {
        dueDate: counted.dueDate,
        safeDueDate: counted.safeDueDate,
        pendingDueDate: null,
        computation: counted.steps,
        updatedAt: ctx.now(),
      });
      await insertKeyDateChange(ctx.db, {
        ...change,
        kind: 'moved',
        oldDue: keyDate.safeDueDate,
        newDue: counted.safeDueDate,
      });
      await notify(ctx, [keyDate.assigneeId, keyDate.supervisorId], {
        kind: 'key_date.moved_earlier',
        caseId: keyDate.caseId,
        params: {
          label: keyDate.label,
          ruleKey: keyDate.ruleKey ?? '',
          from: keyDate.safeDueDate,
          to: counted.safeDueDate,
        },
      });
      movedEarlier += 1;
    } else if (counted.safeDueDate > keyDate.safeDueDate) {
      if (keyDate.pendingDueDate === counted.safeDueDate) continue;
      await updateKeyDate(ctx.db, keyDate.id, { pendingDueDate: counted.safeDueDate, updatedAt: ctx.now() });
      await insertKeyDateChange(ctx.db, {
        ...change,
        kind: 'proposed',
        oldDue: keyDate.safeDueDate,
        newDue: counted.safeDueDate,
      });
      await notify(ctx, [keyDate.assigneeId], {
        kind: 'key_date.change_waiting',
        caseId: keyDate.caseId,
        params: {
          label: keyDate.label,
          ruleKey: keyDate.ruleKey ?? '',
          from: keyDate.safeDueDate,
          to: counted.safeDueDate,
        },
      });
      awaitingAcceptance += 1;
    } else if (keyDate.pendingDueDate !== null) {
      // Counted back to where it is: the proposal is withdrawn.
      await updateKeyDate(ctx.db, keyDate.id, { pendingDueDate: null, updatedAt: ctx.now() });
      await insertKeyDateChange(ctx.db, {
        ...change,
        kind: 'proposal_withdrawn',
        oldDue: keyDate.pendingDueDate,
        newDue: keyDate.safeDueDate,
      });
    }
  }
  return { movedEarlier, awaitingAcceptance };
}
