import { DeadlineComputationSchema, type DeadlineRule } from '@docket/contract';
import { describe, expect, it } from 'vitest';
import { type CountDueDateInput, countDueDate } from './count-due-date.ts';
import { deadlineRule } from './deadline-rules.ts';
import { describeSteps } from './describe-steps.ts';
import { ENGLAND_AND_WALES_BANK_HOLIDAYS, holidayCalendar } from './england-and-wales-holidays.ts';

const HOLIDAYS = holidayCalendar(ENGLAND_AND_WALES_BANK_HOLIDAYS);

function rule(key: string): DeadlineRule {
  const found = deadlineRule(key);
  if (!found) throw new Error(`no rule ${key}`);
  return found;
}

/** Counts, and checks the answer has the contract's shape, as the preview endpoint will send it. */
function count(input: CountDueDateInput) {
  return DeadlineComputationSchema.parse(countDueDate(input));
}

describe('counting calendar days', () => {
  it('counts 14 days from 4 Dec 2026 to 18 Dec 2026, day 0 being the day it was sent', () => {
    const result = count({
      rule: rule('ftt.appeal.in_uk'),
      trigger: { dateOnLetter: '2026-12-03', dateSent: '2026-12-04' },
      holidays: HOLIDAYS,
    });
    expect(result).toEqual({
      dueDate: '2026-12-18',
      safeDueDate: '2026-12-18',
      steps: [
        { code: 'trigger', params: { event: 'decision_sent', date: '2026-12-04', basis: 'date_sent' } },
        {
          code: 'add',
          params: {
            from: '2026-12-04',
            amount: 14,
            unit: 'calendar_days',
            result: '2026-12-18',
            holidaysSkipped: [],
          },
        },
        {
          code: 'citation',
          params: {
            text: 'FtT (IAC) Procedure Rules 2014, r.19(2)',
            url: 'https://legislation.gov.uk/uksi/2014/2604/part/3/chapter/1/made',
          },
        },
      ],
    });
    expect(describeSteps(result.steps)).toBe(
      'Decision sent Fri 4 Dec 2026; + 14 calendar days = Fri 18 Dec 2026; FtT (IAC) Procedure Rules 2014, r.19(2)',
    );
  });

  it('keeps the bank holiday as the safe date when the FtT’s roll-forward is not verified', () => {
    const result = count({
      rule: rule('ftt.appeal.in_uk'),
      trigger: { dateOnLetter: '2026-12-18' },
      holidays: HOLIDAYS,
    });
    expect(result.safeDueDate).toBe('2027-01-01');
    expect(result.dueDate).toBe('2027-01-04');
    expect(result.steps.map((step) => step.code)).toEqual([
      'trigger',
      'add',
      'nonWorkingDay',
      'rollForward',
      'safeDateKept',
      'citation',
    ]);
    expect(result.steps[0]).toEqual({
      code: 'trigger',
      params: { event: 'decision_sent', date: '2026-12-18', basis: 'date_on_letter_assumed_sent' },
    });
    expect(result.steps[2]).toEqual({
      code: 'nonWorkingDay',
      params: { date: '2027-01-01', reason: 'holiday', holidayTitle: 'New Year’s Day' },
    });
    expect(result.steps[3]).toEqual({
      code: 'rollForward',
      params: { from: '2027-01-01', to: '2027-01-04', verified: false },
    });
    expect(describeSteps(result.steps)).toBe(
      'Decision sent Fri 18 Dec 2026 (the date on the letter); + 14 calendar days = Fri 1 Jan 2027, a bank holiday (New Year’s Day); ' +
        'the next working day is Mon 4 Jan 2027, if the deadline moves there (not verified); safe date kept: Fri 1 Jan 2027; ' +
        'FtT (IAC) Procedure Rules 2014, r.19(2)',
    );
  });

  it('says only "a bank holiday" when the table gives no title', () => {
    const result = count({
      rule: rule('ftt.appeal.in_uk'),
      trigger: { dateOnLetter: '2026-12-18' },
      holidays: new Set(['2027-01-01']),
    });
    expect(describeSteps(result.steps.slice(0, 3))).toBe(
      'Decision sent Fri 18 Dec 2026 (the date on the letter); + 14 calendar days = Fri 1 Jan 2027, a bank holiday',
    );
  });

  it('counts from the London date of a moment: 23:30 UTC in summer is the next day', () => {
    const result = count({
      rule: rule('ftt.appeal.in_uk'),
      // E-mailed at 00:30 BST on Wed 1 July 2026.
      trigger: { dateOnLetter: '2026-06-30', dateSent: new Date('2026-06-30T23:30:00Z') },
      holidays: HOLIDAYS,
    });
    expect(result.steps[0]).toMatchObject({ params: { date: '2026-07-01', basis: 'date_sent' } });
    expect(result.dueDate).toBe('2026-07-15');
    expect(
      count({ rule: rule('ftt.appeal.in_uk'), triggerDate: '2026-06-30T23:30:00Z', holidays: HOLIDAYS })
        .dueDate,
    ).toBe('2026-07-15');
  });

  it('counts a "received" rule from the date on the letter, and says so, when the day it arrived is not known', () => {
    const result = count({
      rule: rule('ast.support_appeal'),
      trigger: { dateOnLetter: '2026-03-02' },
      holidays: HOLIDAYS,
    });
    expect(result.steps[0]).toMatchObject({
      params: { basis: 'date_on_letter_assumed_received', date: '2026-03-02' },
    });
    expect(result.dueDate).toBe('2026-03-05');
    const received = count({
      rule: rule('ast.support_appeal'),
      trigger: { dateOnLetter: '2026-03-02', dateSent: '2026-03-02', dateReceived: '2026-03-04' },
      holidays: HOLIDAYS,
    });
    expect(received.steps[0]).toMatchObject({ params: { basis: 'date_received', date: '2026-03-04' } });
    expect(received.dueDate).toBe('2026-03-09');
    // 7 March 2026 is a Saturday: the safe date stays on it until the roll-forward is verified.
    expect(received.safeDueDate).toBe('2026-03-07');
  });

  it('keeps the earlier date when the letter was received before the day it was counted from as sent', () => {
    const result = count({
      rule: rule('ftt.appeal.in_uk'),
      trigger: { dateOnLetter: '2026-12-01', dateSent: '2026-12-04', dateReceived: '2026-12-02' },
      holidays: HOLIDAYS,
    });
    expect(result.dueDate).toBe('2026-12-18');
    expect(result.safeDueDate).toBe('2026-12-16');
    expect(result.steps).toContainEqual({
      code: 'datesDisagree',
      params: { dateReceived: '2026-12-02', countedFrom: '2026-12-04', safeDueDate: '2026-12-16' },
    });
  });
});

describe('counting working days', () => {
  const ada = () => rule('ftt.appeal.accelerated_detained');

  it('steps over Christmas 2026 and New Year, substitute days included', () => {
    // Wed 23 Dec 2026: Thu 24 (1), [Fri 25, Mon 28 Dec], Tue 29 (2), Wed 30 (3), Thu 31 (4), [Fri 1 Jan], Mon 4 Jan (5).
    const result = count({
      rule: ada(),
      trigger: { dateOnLetter: '2026-12-21', dateReceived: '2026-12-23' },
      holidays: HOLIDAYS,
    });
    expect(result.dueDate).toBe('2027-01-04');
    expect(result.safeDueDate).toBe('2027-01-04');
    expect(result.steps[1]).toEqual({
      code: 'add',
      params: {
        from: '2026-12-23',
        amount: 5,
        unit: 'working_days',
        result: '2027-01-04',
        holidaysSkipped: [
          { date: '2026-12-25', title: 'Christmas Day' },
          { date: '2026-12-28', title: 'Boxing Day' },
          { date: '2027-01-01', title: 'New Year’s Day' },
        ],
      },
    });
    expect(describeSteps(result.steps.slice(0, 2))).toBe(
      'Decision received Wed 23 Dec 2026; + 5 working days (not counting the bank holidays Fri 25 Dec 2026, Mon 28 Dec 2026 and Fri 1 Jan 2027) = Mon 4 Jan 2027',
    );
  });

  it('steps over Christmas 2027, both days substitutes, and New Year 2028 on its Monday', () => {
    // Thu 23 Dec 2027: Fri 24 (1), [Mon 27, Tue 28], Wed 29 (2), Thu 30 (3), Fri 31 (4), [Mon 3 Jan 2028], Tue 4 Jan (5).
    const result = count({ rule: ada(), triggerDate: '2027-12-23', holidays: HOLIDAYS });
    expect(result.dueDate).toBe('2028-01-04');
  });

  it('steps over Easter 2027', () => {
    // Tue 23 Mar 2027 + 12 working days, Good Friday 26 Mar and Easter Monday 29 Mar not counted.
    const result = count({
      rule: rule('ut.onward_permission.in_uk'),
      trigger: { dateOnLetter: '2027-03-23' },
      holidays: HOLIDAYS,
    });
    expect(result.dueDate).toBe('2027-04-12');
    expect(result.steps[1]).toMatchObject({
      params: { holidaysSkipped: [{ date: '2027-03-26' }, { date: '2027-03-29' }] },
    });
  });

  it('lands 5 working days from a Thursday whose Friday and next Monday are holidays on the Monday 11 days later', () => {
    // Thu 1 Oct 2026; fixture holidays Fri 2 and Mon 5 Oct: Tue 6, Wed 7, Thu 8, Fri 9, Mon 12.
    const holidays = new Set(['2026-10-02', '2026-10-05']);
    expect(count({ rule: ada(), triggerDate: '2026-10-01', holidays }).dueDate).toBe('2026-10-12');
  });

  it('moves a working-day date one day later when a holiday is added inside its window, and a calendar-day date not at all', () => {
    const before = new Set<string>();
    const after = new Set(['2026-10-07']);
    const workingDays = (holidays: Set<string>) =>
      count({ rule: ada(), triggerDate: '2026-10-05', holidays }).dueDate;
    const calendarDays = (holidays: Set<string>) =>
      count({ rule: rule('ftt.appeal.in_uk'), triggerDate: '2026-10-05', holidays }).dueDate;
    expect(workingDays(before)).toBe('2026-10-12');
    expect(workingDays(after)).toBe('2026-10-13');
    expect(calendarDays(before)).toBe('2026-10-19');
    expect(calendarDays(after)).toBe('2026-10-19');
  });
});

describe('counting months and weeks', () => {
  const month = () => rule('ut.permission.outside_uk');

  it('ends a month from 31 January 2027 on 28 February, which being a Sunday rolls to Monday under UT r.12(2)', () => {
    const result = count({ rule: month(), trigger: { dateOnLetter: '2027-01-31' }, holidays: HOLIDAYS });
    expect(result.steps.slice(1, 5)).toEqual([
      {
        code: 'add',
        params: { from: '2027-01-31', amount: 1, unit: 'months', result: '2027-02-28', holidaysSkipped: [] },
      },
      { code: 'monthEnd', params: { dayOfMonth: 31, result: '2027-02-28' } },
      { code: 'nonWorkingDay', params: { date: '2027-02-28', reason: 'weekend' } },
      { code: 'rollForward', params: { from: '2027-02-28', to: '2027-03-01', verified: true } },
    ]);
    expect(result.dueDate).toBe('2027-03-01');
    expect(result.safeDueDate).toBe('2027-03-01');
    expect(describeSteps(result.steps)).toBe(
      'Refusal of permission sent Sun 31 Jan 2027 (the date on the letter); + 1 month = Sun 28 Feb 2027; ' +
        'February 2027 has no 31st, so the period ends on its last day, Sun 28 Feb 2027 (Dodds v Walker [1981] 1 WLR 1027), a Sunday; ' +
        'moved to the next working day, Mon 1 Mar 2027; UT Procedure Rules 2008, r.21(3)(b)',
    );
  });

  it('ends a month from 31 March on 30 April, and from 31 January 2028 on 29 February, a leap year', () => {
    expect(count({ rule: month(), triggerDate: '2027-03-31', holidays: HOLIDAYS }).dueDate).toBe(
      '2027-04-30',
    );
    expect(count({ rule: month(), triggerDate: '2028-01-31', holidays: HOLIDAYS }).dueDate).toBe(
      '2028-02-29',
    );
    const midMonth = count({ rule: month(), triggerDate: '2027-01-15', holidays: HOLIDAYS });
    expect(midMonth.dueDate).toBe('2027-02-15');
    expect(midMonth.steps.map((step) => step.code)).not.toContain('monthEnd');
  });

  it('counts the tribunal’s 24-week target as 168 days and marks it for information', () => {
    const result = count({
      rule: rule('ftt.decision_target.nass'),
      triggerDate: '2026-01-05',
      holidays: HOLIDAYS,
    });
    expect(result.dueDate).toBe('2026-06-22');
    expect(result.steps.map((step) => step.code)).toEqual(['trigger', 'add', 'informational', 'citation']);
  });
});

describe('a date given in a notice', () => {
  const notice = () => rule('ho.evidence_notice');

  it('is the date, even on a weekend, where the rule does not move it', () => {
    const result = count({
      rule: notice(),
      trigger: { dateOnLetter: '2026-02-20', noticeDate: '2026-03-07' },
      holidays: HOLIDAYS,
    });
    expect(result).toMatchObject({ dueDate: '2026-03-07', safeDueDate: '2026-03-07' });
    expect(result.steps.map((step) => step.code)).toEqual([
      'trigger',
      'nonWorkingDay',
      'noRollForward',
      'citation',
    ]);
    expect(describeSteps(result.steps)).toBe(
      'Date given in the notice Sat 7 Mar 2026, a Saturday; the deadline stays on that day; Nationality and Borders Act 2022, s.26',
    );
  });

  it('cannot be counted without the date in the notice', () => {
    expect(() =>
      countDueDate({ rule: notice(), trigger: { dateOnLetter: '2026-02-20' }, holidays: HOLIDAYS }),
    ).toThrow(/needs the date given in the notice/);
  });
});
