import { describe, expect, it } from 'vitest';
import { dateMentions, documentDate, expiryDate, monthsBefore } from './dates.ts';
import {
  BANK_STATEMENT,
  HOME_OFFICE_ASF1,
  PASSPORT_EXPIRED,
  PAYSLIP,
  RESIDENCE_PERMIT,
  TENANCY_LETTER,
} from './sample-texts.ts';

const datesOf = (text: string) => {
  const mentions = dateMentions(text);
  return { document: documentDate(mentions), expiry: expiryDate(mentions) };
};

describe('dates', () => {
  it("takes a statement's date from the end of its period, its label misread", () => {
    expect(datesOf(BANK_STATEMENT)).toEqual({
      document: { date: '2026-07-31', role: 'period' },
      expiry: null,
    });
  });

  it("takes a bill's own date when it is later than the period it bills", () => {
    const bill = [
      'Dragon Energy',
      'Amina Yusuf Hassan          Bill date: 14 October 2026',
      'Billing period: 14 August 2026 to 13 October 2026',
      'Meter reading (actual) 13 October 2026',
    ].join('\n');
    expect(datesOf(bill).document).toEqual({ date: '2026-10-14', role: 'document' });
  });

  it("takes a letter's date printed alone, never its addressee's date of birth or a date in a sentence", () => {
    expect(datesOf(HOME_OFFICE_ASF1)).toEqual({
      document: { date: '2026-10-02', role: 'alone' },
      expiry: null,
    });
  });

  it('reads labels above their values, in English and French, and the months written twice', () => {
    expect(datesOf(PASSPORT_EXPIRED)).toEqual({
      document: { date: '2014-06-04', role: 'issue' },
      expiry: '2024-06-04',
    });
    expect(dateMentions(PASSPORT_EXPIRED).map((m) => [m.date, m.role])).toEqual([
      ['1994-03-12', 'birth'],
      ['2014-06-04', 'issue'],
      ['2024-06-04', 'expiry'],
    ]);
  });

  it('gives each date of two columns the label above it', () => {
    const text =
      'Date of issue / Date de délivrance   Date of expiry / Date d’expiration\n04 JUN 2014   04 JUN 2024';
    expect(dateMentions(text).map((m) => [m.date, m.role])).toEqual([
      ['2014-06-04', 'issue'],
      ['2024-06-04', 'expiry'],
    ]);
  });

  it('leaves a date unlabelled rather than guess between two labels', () => {
    const text = 'Date of issue   Date of expiry\n04 JUN 2024';
    expect(dateMentions(text).map((m) => m.role)).toEqual([null]);
  });

  it('reads "Date:", "Pay date" and "Valid until" as such', () => {
    expect(datesOf(TENANCY_LETTER).document).toEqual({ date: '2026-09-15', role: 'document' });
    expect(datesOf(PAYSLIP).document).toEqual({ date: '2026-10-28', role: 'document' });
    expect(datesOf(RESIDENCE_PERMIT).expiry).toBe('2024-12-31');
  });

  it('ends a period written as two dates at the second', () => {
    expect(datesOf('Statement period 01/07/2026 to 31/07/2026').document?.date).toBe('2026-07-31');
    expect(datesOf('Billing period: 1 Aug 2026 until 31 Aug 2026').document?.date).toBe('2026-08-31');
  });

  it('is never the date of birth, and ignores words like today or Friday', () => {
    expect(datesOf('Date of birth: 12/03/1994\nDOB 12.03.1994')).toEqual({ document: null, expiry: null });
    expect(dateMentions('Please come today or on Friday at 10:30.')).toEqual([]);
  });

  it('takes the latest of expiries read twice', () => {
    expect(datesOf('Expiry date 04/06/2027\nExpires 04/06/2021').expiry).toBe('2027-06-04');
  });

  it('counts months back, the day kept within the month', () => {
    expect(monthsBefore('2026-11-26', 3)).toBe('2026-08-26');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-01-15', 13)).toBe('2024-12-15');
  });
});
