import type { DeadlineStep, DeadlineTrigger, TriggerBasis } from '@docket/contract';
import { dayOfWeek, type PlainDate } from './london-day.ts';

/**
 * The steps of a worked-out date in the firm's English, for e-mails, audit text and tests. The
 * screens translate the same steps from their codes and parameters; this is their English reading,
 * one clause per step, e.g. "Decision sent Fri 18 Dec 2026 (the date on the letter); + 14 calendar
 * days = Fri 1 Jan 2027, a bank holiday (New Year’s Day); …; FtT (IAC) Procedure Rules 2014, r.19(2)".
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A plain date as the firm writes it, "Fri 18 Dec 2026" (en-GB: weekday, day, month, year), the
 * same in every runtime: spelt out here rather than left to the ICU data Intl happens to carry.
 */
export function formatDay(date: PlainDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${WEEKDAYS[dayOfWeek(date)]} ${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

const EVENTS: Record<DeadlineTrigger, string> = {
  decision_sent: 'Decision sent',
  decision_received: 'Decision received',
  reasons_sent: 'Written reasons sent',
  refusal_sent: 'Refusal of permission sent',
  questionnaire_issued: 'Questionnaire issued',
  notice_date: 'Date given in the notice',
  appeal_instituted: 'Appeal instituted',
};

const BASES: Record<TriggerBasis, string> = {
  date_sent: '',
  date_on_letter_assumed_sent: ' (the date on the letter)',
  date_received: '',
  date_on_letter_assumed_received: ' (the date on the letter; the day it arrived is not known)',
  date_on_letter: ' (the date on the letter)',
  date_in_notice: '',
  date_given: '',
};

const UNITS = {
  calendar_days: ['calendar day', 'calendar days'],
  working_days: ['working day', 'working days'],
  weeks: ['week', 'weeks'],
  months: ['month', 'months'],
} as const;

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const monthOf = (date: PlainDate): string => {
  const [year, month] = date.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
};

const list = (items: string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** One step's clause; a non-working last day is said as part of the clause before it. */
function clause(step: DeadlineStep): string {
  switch (step.code) {
    case 'trigger':
      return `${EVENTS[step.params.event]} ${formatDay(step.params.date)}${BASES[step.params.basis]}`;
    case 'add': {
      const { amount, unit, result, holidaysSkipped } = step.params;
      const skipped = holidaysSkipped.length
        ? ` (not counting the bank ${holidaysSkipped.length === 1 ? 'holiday' : 'holidays'} ${list(holidaysSkipped.map((h) => formatDay(h.date)))})`
        : '';
      return `+ ${amount} ${UNITS[unit][amount === 1 ? 0 : 1]}${skipped} = ${formatDay(result)}`;
    }
    case 'monthEnd':
      return `${monthOf(step.params.result)} has no ${ordinal(step.params.dayOfMonth)}, so the period ends on its last day, ${formatDay(step.params.result)} (Dodds v Walker [1981] 1 WLR 1027)`;
    case 'nonWorkingDay':
      return step.params.reason === 'weekend'
        ? `a ${WEEKDAY_NAMES[dayOfWeek(step.params.date)]}`
        : `a bank holiday${step.params.holidayTitle ? ` (${step.params.holidayTitle})` : ''}`;
    case 'rollForward':
      return step.params.verified
        ? `moved to the next working day, ${formatDay(step.params.to)}`
        : `the next working day is ${formatDay(step.params.to)}, if the deadline moves there (not verified)`;
    case 'noRollForward':
      return 'the deadline stays on that day';
    case 'safeDateKept':
      return `safe date kept: ${formatDay(step.params.date)}`;
    case 'datesDisagree':
      return `received ${formatDay(step.params.dateReceived)}, before the day counted from, so the safe date counts from receipt: ${formatDay(step.params.safeDueDate)}`;
    case 'informational':
      return 'the tribunal’s target, for information only';
    case 'citation':
      return step.params.text;
  }
}

export function describeSteps(steps: readonly DeadlineStep[]): string {
  const clauses: string[] = [];
  for (const step of steps) {
    const text = clause(step);
    const previous = clauses.length - 1;
    if (step.code === 'nonWorkingDay' && previous >= 0) clauses[previous] += `, ${text}`;
    else clauses.push(text);
  }
  return clauses.join('; ');
}
