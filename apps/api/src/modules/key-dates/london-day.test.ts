import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOfWeek,
  isWeekend,
  londonDay,
  londonMoment,
  toPlainDate,
} from './london-day.ts';

describe('London days', () => {
  it('dates a moment by the day it was in London, not in UTC', () => {
    // 00:30 BST on 1 July is 23:30 UTC on 30 June.
    expect(londonDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(toPlainDate('2026-06-30T23:30:00Z')).toBe('2026-07-01');
    expect(toPlainDate('2026-07-01T00:30:00+01:00')).toBe('2026-07-01');
    // In winter London is on UTC: 23:30 UTC is still that day.
    expect(londonDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('takes the clock changes as London does', () => {
    // Clocks go forward at 01:00 UTC on Sun 29 Mar 2026 and back at 01:00 UTC on Sun 25 Oct 2026.
    expect(londonDay(new Date('2026-03-28T23:59:00Z'))).toBe('2026-03-28');
    expect(londonDay(new Date('2026-03-29T23:00:00Z'))).toBe('2026-03-30');
    expect(londonDay(new Date('2026-10-24T23:00:00Z'))).toBe('2026-10-25');
    expect(londonDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-25');
  });

  it('refuses what is not a day or a moment with its offset', () => {
    expect(() => toPlainDate('2027-02-29')).toThrow(RangeError);
    expect(() => toPlainDate('2026-13-01')).toThrow(RangeError);
    expect(() => toPlainDate('18/12/2026')).toThrow(RangeError);
    // Without its offset nobody can tell which London day a time was.
    expect(() => toPlainDate('2026-06-30T23:30:00')).toThrow(RangeError);
    expect(() => londonDay(new Date('nonsense'))).toThrow(RangeError);
    expect(toPlainDate('2028-02-29')).toBe('2028-02-29');
  });

  it('adds days across the clock changes without slipping a day', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-18', 14)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -14)).toBe('2026-12-18');
  });

  it('names the day of the week', () => {
    expect(dayOfWeek('2026-12-18')).toBe(5); // Friday
    expect(dayOfWeek('2027-01-03')).toBe(0); // Sunday
    expect(isWeekend('2026-12-26')).toBe(true);
    expect(isWeekend('2026-12-28')).toBe(false);
  });

  it('adds months to the corresponding day, or the month’s last day when it has none', () => {
    expect(addMonths('2027-01-31', 1)).toEqual({ date: '2027-02-28', clamped: true });
    expect(addMonths('2028-01-31', 1)).toEqual({ date: '2028-02-29', clamped: true });
    expect(addMonths('2027-03-31', 1)).toEqual({ date: '2027-04-30', clamped: true });
    expect(addMonths('2027-01-15', 1)).toEqual({ date: '2027-02-15', clamped: false });
    expect(addMonths('2026-12-18', 1)).toEqual({ date: '2027-01-18', clamped: false });
    expect(addMonths('2026-11-30', 3)).toEqual({ date: '2027-02-28', clamped: true });
    expect(addMonths('2028-02-29', 12)).toEqual({ date: '2029-02-28', clamped: true });
  });
});

describe('londonMoment', () => {
  it('is the hour of the London day: 08:00 is 07:00 UTC in summer and 08:00 UTC in winter', () => {
    expect(londonMoment('2027-07-01', 8).toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(londonMoment('2026-12-01', 8).toISOString()).toBe('2026-12-01T08:00:00.000Z');
    // The clocks go forward at 01:00 on 28 March 2027: that hour is not on London's clock.
    expect(() => londonMoment('2027-03-28', 1)).toThrow(RangeError);
  });

  it('answers a Date of its own each time, though the moment is worked out once', () => {
    const first = londonMoment('2027-01-15', 8);
    first.setUTCFullYear(1999);
    expect(londonMoment('2027-01-15', 8).toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });
});
