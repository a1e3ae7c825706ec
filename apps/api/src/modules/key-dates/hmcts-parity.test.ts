import type { DeadlineRule } from '@docket/contract';
import { describe, expect, it } from 'vitest';
import { countDueDate } from './count-due-date.ts';
import { deadlineRule } from './deadline-rules.ts';
import { buildCaseDirectionDueDate } from './direction-defaults.ts';
import { ENGLAND_AND_WALES_BANK_HOLIDAYS, holidayCalendar } from './england-and-wales-holidays.ts';
import { addWorkingDays } from './working-days.ts';

/**
 * The tribunal's own software (HMCTS ia-case-api) counts some of the same dates; given the inputs
 * of its tests, Docket must come to the same answers.
 */

const HOLIDAYS = holidayCalendar(ENGLAND_AND_WALES_BANK_HOLIDAYS);
const NO_HOLIDAYS = new Set<string>();

describe('HMCTS parity', () => {
  it('adds working days as DueDateService does: 2 from Tue 19 Jul 2022 with the Wednesday a holiday is Friday', () => {
    expect(addWorkingDays('2022-07-19', 2, new Set(['2022-07-20'])).result).toBe('2022-07-22');
    expect(addWorkingDays('2022-07-19', 0, NO_HOLIDAYS).result).toBe('2022-07-19');
  });

  it('reaches HomeOfficeDecisionDateChecker’s out-of-time decision for an accelerated detained appeal', () => {
    const ada = deadlineRule('ftt.appeal.accelerated_detained') as DeadlineRule;
    expect(ada).toMatchObject({ amount: 5, unit: 'working_days', trigger: 'decision_received' });
    // HMCTS: out of time when the due date is before today (the 20 November 2022 of its tests).
    const outOfTime = (received: string, today: string) =>
      countDueDate({
        rule: ada,
        trigger: { dateOnLetter: received, dateReceived: received },
        holidays: HOLIDAYS,
      }).dueDate < today;
    // Received Fri 18 Nov 2022: due Fri 25 Nov, in time on the 20th.
    expect(countDueDate({ rule: ada, triggerDate: '2022-11-18', holidays: HOLIDAYS }).dueDate).toBe(
      '2022-11-25',
    );
    expect(outOfTime('2022-11-18', '2022-11-20')).toBe(false);
    // Received Thu 10 Nov 2022: due Thu 17 Nov, out of time on the 20th.
    expect(countDueDate({ rule: ada, triggerDate: '2022-11-10', holidays: HOLIDAYS }).dueDate).toBe(
      '2022-11-17',
    );
    expect(outOfTime('2022-11-10', '2022-11-20')).toBe(true);
  });

  describe('getBuildCaseDirectionDueDate', () => {
    it('is today + 28 when that is later than submission + 42 (RequestCaseBuildingPreparerTest: 2019-09-10, submitted 2019-08-10)', () => {
      expect(
        buildCaseDirectionDueDate({
          today: '2019-09-10',
          appealSubmittedDate: '2019-08-10',
          holidays: HOLIDAYS,
        }),
      ).toBe('2019-10-08');
    });

    it('is submission + 42 for an appeal submitted 2 days ago, and today + 28 for one submitted 20 days ago', () => {
      expect(
        buildCaseDirectionDueDate({
          today: '2026-03-10',
          appealSubmittedDate: '2026-03-08',
          holidays: HOLIDAYS,
        }),
      ).toBe('2026-04-19');
      expect(
        buildCaseDirectionDueDate({
          today: '2026-03-10',
          appealSubmittedDate: '2026-02-18',
          holidays: HOLIDAYS,
        }),
      ).toBe('2026-04-07');
    });

    it('is today + 28 with no submission date, or for a detained appellant', () => {
      expect(buildCaseDirectionDueDate({ today: '2026-03-10', holidays: HOLIDAYS })).toBe('2026-04-07');
      expect(
        buildCaseDirectionDueDate({
          today: '2026-03-10',
          appealSubmittedDate: '2026-03-08',
          detained: true,
          holidays: HOLIDAYS,
        }),
      ).toBe('2026-04-07');
    });

    it('is 13 working days from today for an accelerated detained appeal', () => {
      // Mon 14 Dec 2026, not counting Christmas, Boxing Day (Mon 28) and New Year's Day: Tue 5 Jan 2027.
      expect(
        buildCaseDirectionDueDate({ today: '2026-12-14', acceleratedDetained: true, holidays: HOLIDAYS }),
      ).toBe('2027-01-05');
    });

    it('takes today as the London day', () => {
      expect(
        buildCaseDirectionDueDate({
          today: new Date('2026-06-30T23:30:00Z'),
          detained: true,
          holidays: HOLIDAYS,
        }),
      ).toBe('2026-07-29');
    });
  });
});
