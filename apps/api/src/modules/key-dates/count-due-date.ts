import type {
  DeadlineComputation,
  DeadlineRule,
  DeadlineStep,
  DeadlineTrigger,
  TriggerBasis,
} from '@docket/contract';
import { addDays, addMonths, type DateInput, dayOfMonth, type PlainDate, toPlainDate } from './london-day.ts';
import { addWorkingDays, type HolidayCalendar, nextWorkingDay, nonWorkingReason } from './working-days.ts';

/**
 * Works out a deadline from a rule and the dates of the letter that started it, keeping every step
 * so a solicitor can check it and a client can read it in her language (the steps are data; see
 * describe-steps.ts for English).
 *
 * Day 0 is the trigger day: 14 days from Friday 4 December is Friday 18 December. Where the law
 * is unclear the count keeps two answers: `dueDate`, the rule read as generously as it may be, and
 * `safeDueDate`, the earliest plausible reading, which Docket shows and reminds. Nothing here
 * checks whether the rule is verified: a preview counts with any rule, and the service that saves
 * a key date refuses an unverified one.
 */

/** The dates of the letter (or notice) that starts the clock, as the firm recorded them. */
export interface TriggerDates {
  dateOnLetter: DateInput;
  dateSent?: DateInput | null;
  dateReceived?: DateInput | null;
  /** The date a notice sets for the reply (a Home Office evidence notice). */
  noticeDate?: DateInput | null;
}

export type CountDueDateInput = { rule: DeadlineRule; holidays: HolidayCalendar } & (
  | { trigger: TriggerDates; triggerDate?: undefined }
  /** The trigger day itself, already decided (a preview, or a date typed in). */
  | { triggerDate: DateInput; trigger?: undefined }
);

/** Which of the letter's dates each trigger counts from. */
const COUNTS_FROM: Record<DeadlineTrigger, 'sent' | 'received' | 'letter' | 'notice'> = {
  decision_sent: 'sent',
  decision_received: 'received',
  reasons_sent: 'sent',
  refusal_sent: 'sent',
  questionnaire_issued: 'sent',
  notice_date: 'notice',
  appeal_instituted: 'letter',
};

const optionalDate = (value: DateInput | null | undefined): PlainDate | null =>
  value === null || value === undefined ? null : toPlainDate(value);

/**
 * The day the count starts from. A rule counting from "sent" with no sent date known takes the
 * date on the letter, and says so: a letter is not sent before its date, so this is the earliest
 * reading and the resulting date the safe one. Likewise a "received" rule with no date of receipt.
 */
function triggerDay(input: CountDueDateInput): { date: PlainDate; basis: TriggerBasis } {
  if (input.triggerDate !== undefined) return { date: toPlainDate(input.triggerDate), basis: 'date_given' };
  const { trigger } = input;
  const onLetter = toPlainDate(trigger.dateOnLetter);
  switch (COUNTS_FROM[input.rule.trigger]) {
    case 'sent': {
      const sent = optionalDate(trigger.dateSent);
      return sent === null
        ? { date: onLetter, basis: 'date_on_letter_assumed_sent' }
        : { date: sent, basis: 'date_sent' };
    }
    case 'received': {
      const received = optionalDate(trigger.dateReceived);
      return received === null
        ? { date: onLetter, basis: 'date_on_letter_assumed_received' }
        : { date: received, basis: 'date_received' };
    }
    case 'notice': {
      const notice = optionalDate(trigger.noticeDate);
      if (notice === null) throw new RangeError(`Rule ${input.rule.key} needs the date given in the notice`);
      return { date: notice, basis: 'date_in_notice' };
    }
    case 'letter':
      return { date: onLetter, basis: 'date_on_letter' };
  }
}

/** The rule's period added to a day: its last day, before any move off a non-working day. */
function countFrom(
  rule: DeadlineRule,
  from: PlainDate,
  holidays: HolidayCalendar,
): { end: PlainDate; steps: DeadlineStep[] } {
  if (rule.amount === null && rule.unit !== 'date_in_notice')
    throw new RangeError(`Rule ${rule.key} counts no amount`);
  const amount = rule.amount ?? 0;
  switch (rule.unit) {
    case 'date_in_notice':
      return { end: from, steps: [] };
    case 'calendar_days':
    case 'weeks': {
      const end = addDays(from, rule.unit === 'weeks' ? amount * 7 : amount);
      return { end, steps: [addStep(rule, from, end, [])] };
    }
    case 'working_days': {
      const { result, holidaysSkipped } = addWorkingDays(from, amount, holidays);
      return { end: result, steps: [addStep(rule, from, result, holidaysSkipped)] };
    }
    case 'months': {
      // Dodds v Walker [1981] 1 WLR 1027 (HL): a period of months ends on the corresponding day of
      // the later month, or on that month's last day when it has no such day, so 31 January 2027
      // + 1 month is 28 February 2027 (29 February in 2028), and 31 March + 1 month is 30 April.
      const { date: end, clamped } = addMonths(from, amount);
      const steps = [addStep(rule, from, end, [])];
      if (clamped) steps.push({ code: 'monthEnd', params: { dayOfMonth: dayOfMonth(from), result: end } });
      return { end, steps };
    }
  }
}

function addStep(
  rule: DeadlineRule,
  from: PlainDate,
  result: PlainDate,
  holidaysSkipped: { date: PlainDate; title?: string }[],
): DeadlineStep {
  if (rule.unit === 'date_in_notice') throw new Error('A date given in a notice adds nothing');
  return {
    code: 'add',
    params: { from, amount: rule.amount ?? 0, unit: rule.unit, result, holidaysSkipped },
  };
}

/** What the rule does with a last day that is a weekend or holiday: the due and the safe date, and the steps saying why. */
function settleEnd(
  rule: DeadlineRule,
  end: PlainDate,
  holidays: HolidayCalendar,
): { dueDate: PlainDate; safeDueDate: PlainDate; steps: DeadlineStep[] } {
  const why = nonWorkingReason(end, holidays);
  if (why === null) return { dueDate: end, safeDueDate: end, steps: [] };
  const steps: DeadlineStep[] = [{ code: 'nonWorkingDay', params: { date: end, ...why } }];
  switch (rule.nonWorkingEnd) {
    case 'roll_forward': {
      const next = nextWorkingDay(end, holidays);
      steps.push({ code: 'rollForward', params: { from: end, to: next, verified: true } });
      return { dueDate: next, safeDueDate: next, steps };
    }
    case 'not_verified': {
      // The later date is what the rule may allow; the earlier is kept as the one to meet.
      const next = nextWorkingDay(end, holidays);
      steps.push({ code: 'rollForward', params: { from: end, to: next, verified: false } });
      steps.push({ code: 'safeDateKept', params: { date: end, laterDate: next } });
      return { dueDate: next, safeDueDate: end, steps };
    }
    case 'none':
      steps.push({ code: 'noRollForward', params: { date: end } });
      return { dueDate: end, safeDueDate: end, steps };
  }
}

export function countDueDate(input: CountDueDateInput): DeadlineComputation {
  const { rule, holidays } = input;
  const start = triggerDay(input);
  const steps: DeadlineStep[] = [
    { code: 'trigger', params: { event: rule.trigger, date: start.date, basis: start.basis } },
  ];
  const counted = countFrom(rule, start.date, holidays);
  steps.push(...counted.steps);
  const settled = settleEnd(rule, counted.end, holidays);
  steps.push(...settled.steps);
  let { safeDueDate } = settled;

  // A letter recorded as received before the day it was counted from as sent: one of the dates is
  // wrong, and nothing says which, so the safe date also counts from receipt, the earlier.
  const received = input.trigger === undefined ? null : optionalDate(input.trigger.dateReceived);
  if (COUNTS_FROM[rule.trigger] === 'sent' && received !== null && received < start.date) {
    const fromReceipt = countFrom(rule, received, holidays).end;
    if (fromReceipt < safeDueDate) {
      safeDueDate = fromReceipt;
      steps.push({
        code: 'datesDisagree',
        params: { dateReceived: received, countedFrom: start.date, safeDueDate: fromReceipt },
      });
    }
  }

  if (rule.informational) steps.push({ code: 'informational', params: {} });
  steps.push({ code: 'citation', params: { text: rule.citation.text, url: rule.citation.url } });
  return { dueDate: settled.dueDate, safeDueDate, steps };
}
