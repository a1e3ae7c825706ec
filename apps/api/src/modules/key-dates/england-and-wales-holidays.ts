import { addDays, dayOfWeek, daysInMonth, type PlainDate } from './london-day.ts';

/**
 * The bank holidays of England and Wales, worked out from the rules that make them, for the years
 * Docket ships a table of. This is the bundled starting point; gov.uk's `bank-holidays.json` (see
 * govuk-bank-holidays.ts) is the authority an administrator imports when a new day is proclaimed,
 * because a formula cannot know of a one-off day before it is announced (19 September 2022 was
 * proclaimed ten days ahead).
 *
 * Where each comes from:
 * - Banking and Financial Dealings Act 1971, Sch.1 para 1: Easter Monday, the last Monday in May,
 *   the last Monday in August, 26 December if not a Sunday, and 27 December when 25 or 26 December
 *   is a Sunday.
 * - Good Friday and Christmas Day: common law holidays, not bank holidays under the Act, but days
 *   no court office or business treats as working days.
 * - Royal proclamation under s.1(3) of the Act, year by year: New Year's Day (or the Monday after),
 *   the early May bank holiday, the substitute for a Christmas Day on a Saturday, and the one-off
 *   days and moves (VE Day 2020, the Platinum Jubilee 2022, the State Funeral of Queen Elizabeth II
 *   2022, the Coronation of King Charles III 2023). A proclamation also moves the statutory day
 *   where the Act's day falls on a weekend, which is why gov.uk lists Boxing Day 2026, a Saturday,
 *   on Monday 28 December.
 *
 * Titles are gov.uk's, so a table built here and one imported from gov.uk read alike.
 */

export const HOLIDAY_SOURCES = {
  statute: 'Banking and Financial Dealings Act 1971, Sch.1 para 1',
  commonLaw: 'Common law holiday',
  proclamation: 'Royal proclamation under s.1(3) of the Banking and Financial Dealings Act 1971',
} as const;
export type HolidaySource = (typeof HOLIDAY_SOURCES)[keyof typeof HOLIDAY_SOURCES];

export interface BankHoliday {
  date: PlainDate;
  title: string;
  source: HolidaySource;
}

/** The years the shipped table covers. */
export const FIRST_HOLIDAY_YEAR = 2020;
export const LAST_HOLIDAY_YEAR = 2028;

const MONDAY = 1;
const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

const iso = (year: number, month: number, day: number): PlainDate =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday in the Gregorian calendar (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): PlainDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function firstMonday(year: number, month: number): PlainDate {
  const first = iso(year, month, 1);
  return addDays(first, (MONDAY - dayOfWeek(first) + 7) % 7);
}

function lastMonday(year: number, month: number): PlainDate {
  const last = iso(year, month, daysInMonth(year, month));
  return addDays(last, -((dayOfWeek(last) - MONDAY + 7) % 7));
}

const { statute, commonLaw, proclamation } = HOLIDAY_SOURCES;

function newYear(year: number): BankHoliday {
  const first = iso(year, 1, 1);
  const weekday = dayOfWeek(first);
  const date = weekday === SATURDAY ? addDays(first, 2) : weekday === SUNDAY ? addDays(first, 1) : first;
  return { date, title: 'New Year’s Day', source: proclamation };
}

function christmas(year: number): BankHoliday[] {
  const christmasDay = iso(year, 12, 25);
  const boxingDay = iso(year, 12, 26);
  switch (dayOfWeek(christmasDay)) {
    case FRIDAY: // Boxing Day on a Saturday moves to the Monday.
      return [
        { date: christmasDay, title: 'Christmas Day', source: commonLaw },
        { date: iso(year, 12, 28), title: 'Boxing Day', source: proclamation },
      ];
    case SATURDAY: // The Act gives the 27th (26 December is a Sunday), a proclamation the 28th; gov.uk titles them in order.
      return [
        { date: iso(year, 12, 27), title: 'Christmas Day', source: statute },
        { date: iso(year, 12, 28), title: 'Boxing Day', source: proclamation },
      ];
    case SUNDAY: // Boxing Day stays on the Monday; the Act gives the 27th for Christmas on a Sunday.
      return [
        { date: boxingDay, title: 'Boxing Day', source: statute },
        { date: iso(year, 12, 27), title: 'Christmas Day', source: statute },
      ];
    default:
      return [
        { date: christmasDay, title: 'Christmas Day', source: commonLaw },
        { date: boxingDay, title: 'Boxing Day', source: statute },
      ];
  }
}

/** The year's early May bank holiday: the first Monday, except where a proclamation moved it. */
function earlyMay(year: number): BankHoliday {
  if (year === 2020)
    return { date: '2020-05-08', title: 'Early May bank holiday (VE day)', source: proclamation };
  return { date: firstMonday(year, 5), title: 'Early May bank holiday', source: proclamation };
}

/** The last Monday in May, except 2022, when the Platinum Jubilee moved it to Thursday 2 June. */
function spring(year: number): BankHoliday[] {
  if (year === 2022) {
    return [
      { date: '2022-06-02', title: 'Spring bank holiday', source: proclamation },
      { date: '2022-06-03', title: 'Platinum Jubilee bank holiday', source: proclamation },
    ];
  }
  return [{ date: lastMonday(year, 5), title: 'Spring bank holiday', source: statute }];
}

/** Days proclaimed once, in addition to the year's usual ones. */
const ONE_OFF_DAYS: readonly BankHoliday[] = [
  {
    date: '2022-09-19',
    title: 'Bank Holiday for the State Funeral of Queen Elizabeth II',
    source: proclamation,
  },
  { date: '2023-05-08', title: 'Bank holiday for the coronation of King Charles III', source: proclamation },
];

/** One year's bank holidays in England and Wales, in date order. */
export function englandAndWalesBankHolidays(year: number): BankHoliday[] {
  if (!Number.isInteger(year) || year < FIRST_HOLIDAY_YEAR || year > LAST_HOLIDAY_YEAR) {
    // Outside these years a proclamation may have moved or added a day this code does not know of.
    throw new RangeError(`Bank holidays are worked out for ${FIRST_HOLIDAY_YEAR}-${LAST_HOLIDAY_YEAR} only`);
  }
  const easter = easterSunday(year);
  return [
    newYear(year),
    { date: addDays(easter, -2), title: 'Good Friday', source: commonLaw },
    { date: addDays(easter, 1), title: 'Easter Monday', source: statute },
    earlyMay(year),
    ...spring(year),
    { date: lastMonday(year, 8), title: 'Summer bank holiday', source: statute },
    ...christmas(year),
    ...ONE_OFF_DAYS.filter((holiday) => holiday.date.startsWith(`${year}-`)),
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** The shipped table: every bank holiday in England and Wales from 2020 to 2028. */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS: readonly BankHoliday[] = Array.from(
  { length: LAST_HOLIDAY_YEAR - FIRST_HOLIDAY_YEAR + 1 },
  (_, offset) => englandAndWalesBankHolidays(FIRST_HOLIDAY_YEAR + offset),
).flat();

/** Holidays by date, with their titles, as the counting takes them. */
export function holidayCalendar(
  holidays: readonly { date: PlainDate; title: string }[],
): ReadonlyMap<PlainDate, string> {
  return new Map(holidays.map((holiday) => [holiday.date, holiday.title]));
}
