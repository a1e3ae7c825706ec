import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BankHolidaysFileError, parseGovUkBankHolidays } from './govuk-bank-holidays.ts';

const fixtureText = readFileSync(new URL('./test/fixtures/bank-holidays.json', import.meta.url), 'utf8');
const fixture = () => JSON.parse(fixtureText) as Record<string, { division: string; events: unknown[] }>;

function problemsOf(file: unknown): string[] {
  try {
    parseGovUkBankHolidays(file);
  } catch (error) {
    if (error instanceof BankHolidaysFileError) return error.problems;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe("gov.uk's bank-holidays.json", () => {
  it('gives the England and Wales events of the file, as text or parsed', () => {
    const events = parseGovUkBankHolidays(fixtureText);
    expect(events).toHaveLength(9);
    expect(events[0]).toEqual({ title: 'New Year’s Day', date: '2026-01-01', notes: '', bunting: true });
    expect(events.find((event) => event.date === '2026-12-28')).toMatchObject({
      title: 'Boxing Day',
      notes: 'Substitute day',
    });
    // Scotland's and Northern Ireland's own days are not England's.
    expect(events.map((event) => event.date)).not.toContain('2026-03-17');
    expect(parseGovUkBankHolidays(fixture())).toEqual(events);
  });

  it('refuses a file that is not JSON', () => {
    expect(problemsOf('{"england-and-wales": ')).toEqual(['the file is not JSON']);
  });

  it('refuses a file without all three divisions', () => {
    const file = fixture();
    delete file.scotland;
    expect(problemsOf(file)).toEqual([expect.stringMatching(/^scotland: /)]);
    expect(problemsOf([])).toHaveLength(1);
  });

  it('refuses a division filed under another name', () => {
    const file = fixture();
    const england = file['england-and-wales'];
    if (england) england.division = 'scotland';
    expect(problemsOf(file)).toEqual([expect.stringMatching(/^england-and-wales\.division: /)]);
  });

  it('names the event that is wrong', () => {
    const file = fixture();
    file['england-and-wales']?.events.push({
      title: 'Boxing Day',
      date: '2026-02-30',
      notes: '',
      bunting: true,
    });
    file['england-and-wales']?.events.push({ title: '', date: '2026-12-31', notes: '', bunting: 'yes' });
    const problems = problemsOf(file);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^england-and-wales\.events\.9\.date: no such day/),
        expect.stringMatching(/^england-and-wales\.events\.10\.title: /),
        expect.stringMatching(/^england-and-wales\.events\.10\.bunting: /),
      ]),
    );
    expect(() => parseGovUkBankHolidays(file)).toThrow(/^Not gov\.uk's bank-holidays\.json: /);
  });

  it('refuses a date listed twice', () => {
    const file = fixture();
    file['england-and-wales']?.events.push({
      title: 'Christmas Day',
      date: '2026-12-25',
      notes: '',
      bunting: true,
    });
    expect(problemsOf(file)).toEqual(['england-and-wales.events: a date is listed twice']);
  });
});
