import { describe, expect, it } from 'vitest';
import {
  ENGLAND_AND_WALES_BANK_HOLIDAYS,
  easterSunday,
  englandAndWalesBankHolidays,
  holidayCalendar,
} from './england-and-wales-holidays.ts';
import { dayOfWeek } from './london-day.ts';

/**
 * gov.uk's England and Wales bank holidays (https://www.gov.uk/bank-holidays.json), written out by
 * hand, independently of the rules the table is computed by. gov.uk publishes about two years
 * ahead: the later years here are the usual days, to be checked against gov.uk once published
 * (a proclamation can still move or add one).
 */
const GOV_UK: Record<number, string[]> = {
  2020: ['01-01', '04-10', '04-13', '05-08', '05-25', '08-31', '12-25', '12-28'],
  2021: ['01-01', '04-02', '04-05', '05-03', '05-31', '08-30', '12-27', '12-28'],
  2022: ['01-03', '04-15', '04-18', '05-02', '06-02', '06-03', '08-29', '09-19', '12-26', '12-27'],
  2023: ['01-02', '04-07', '04-10', '05-01', '05-08', '05-29', '08-28', '12-25', '12-26'],
  2024: ['01-01', '03-29', '04-01', '05-06', '05-27', '08-26', '12-25', '12-26'],
  2025: ['01-01', '04-18', '04-21', '05-05', '05-26', '08-25', '12-25', '12-26'],
  2026: ['01-01', '04-03', '04-06', '05-04', '05-25', '08-31', '12-25', '12-28'],
  2027: ['01-01', '03-26', '03-29', '05-03', '05-31', '08-30', '12-27', '12-28'],
  2028: ['01-03', '04-14', '04-17', '05-01', '05-29', '08-28', '12-25', '12-26'],
};

describe('England and Wales bank holidays', () => {
  it('are the days gov.uk lists, 2020 to 2028', () => {
    const expected = Object.entries(GOV_UK).flatMap(([year, days]) => days.map((day) => `${year}-${day}`));
    expect(ENGLAND_AND_WALES_BANK_HOLIDAYS.map((holiday) => holiday.date)).toEqual(expected);
  });

  it('finds Easter by the Gregorian computus', () => {
    const goodFridayAndEasterMonday: Record<number, [string, string]> = {
      2020: ['2020-04-10', '2020-04-13'],
      2021: ['2021-04-02', '2021-04-05'],
      2022: ['2022-04-15', '2022-04-18'],
      2023: ['2023-04-07', '2023-04-10'],
      2024: ['2024-03-29', '2024-04-01'],
      2025: ['2025-04-18', '2025-04-21'],
      2026: ['2026-04-03', '2026-04-06'],
      2027: ['2027-03-26', '2027-03-29'],
      2028: ['2028-04-14', '2028-04-17'],
    };
    for (const [year, [goodFriday, easterMonday]] of Object.entries(goodFridayAndEasterMonday)) {
      const days = englandAndWalesBankHolidays(Number(year));
      expect(days.find((day) => day.title === 'Good Friday')?.date).toBe(goodFriday);
      expect(days.find((day) => day.title === 'Easter Monday')?.date).toBe(easterMonday);
    }
    // Outside the table, Easter's extremes: 22 March (1818, 2285) and 25 April (1943, 2038).
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('moves Christmas and Boxing Day off a weekend as gov.uk titles them', () => {
    const christmas = (year: number) =>
      englandAndWalesBankHolidays(year)
        .filter((day) => day.date.startsWith(`${year}-12`))
        .map(({ date, title }) => `${date} ${title}`);
    expect(christmas(2021)).toEqual(['2021-12-27 Christmas Day', '2021-12-28 Boxing Day']);
    expect(christmas(2022)).toEqual(['2022-12-26 Boxing Day', '2022-12-27 Christmas Day']);
    expect(christmas(2026)).toEqual(['2026-12-25 Christmas Day', '2026-12-28 Boxing Day']);
    expect(christmas(2027)).toEqual(['2027-12-27 Christmas Day', '2027-12-28 Boxing Day']);
  });

  it('has the days proclaimed once and none on a weekend', () => {
    const titles = holidayCalendar(ENGLAND_AND_WALES_BANK_HOLIDAYS);
    expect(titles.get('2022-09-19')).toMatch(/State Funeral of Queen Elizabeth II/);
    expect(titles.get('2023-05-08')).toMatch(/coronation of King Charles III/);
    expect(titles.get('2022-06-03')).toBe('Platinum Jubilee bank holiday');
    expect(titles.get('2020-05-08')).toBe('Early May bank holiday (VE day)');
    expect(titles.has('2020-05-04')).toBe(false);
    expect(titles.has('2022-05-30')).toBe(false);
    for (const holiday of ENGLAND_AND_WALES_BANK_HOLIDAYS) {
      expect([0, 6], holiday.date).not.toContain(dayOfWeek(holiday.date));
      expect(holiday.source, holiday.date).toBeTruthy();
    }
  });

  it('refuses a year a proclamation may have changed unseen', () => {
    expect(() => englandAndWalesBankHolidays(2029)).toThrow(RangeError);
    expect(() => englandAndWalesBankHolidays(2019)).toThrow(RangeError);
  });
});
