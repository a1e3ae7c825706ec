import { describe, expect, it } from 'vitest';
import { mrzKind, mrzLines, readMrz } from './mrz.ts';
import { PASSPORT_EXPIRED, PASSPORT_VALID, RESIDENCE_PERMIT, TODAY } from './sample-texts.ts';

describe('readMrz', () => {
  it("reads a passport's dates when its filler was read as K, and leaves out the number whose check digit fails", () => {
    expect(readMrz(PASSPORT_EXPIRED, TODAY)).toEqual({
      kind: 'passport',
      documentNumber: null,
      birthDate: '1994-03-12',
      expiry: '2024-06-04',
      failed: ['documentNumber'],
    });
  });

  it('trusts every field of a zone whose check digits all agree', () => {
    expect(readMrz(PASSPORT_VALID, TODAY)).toEqual({
      kind: 'passport',
      documentNumber: '533401372',
      birthDate: '1994-03-12',
      expiry: '2027-03-31',
      failed: [],
    });
  });

  it("reads a residence permit's three lines of 30 (TD1)", () => {
    expect(readMrz(RESIDENCE_PERMIT, TODAY)).toEqual({
      kind: 'residencePermit',
      documentNumber: 'ZU1234567',
      birthDate: '1994-03-12',
      expiry: '2024-12-31',
      failed: [],
    });
  });

  it('takes a number ending in filler misread as letters for what it is, and O for zero in dates', () => {
    // A 7-character number: AB12345<< with its check digit 6, the filler read as KL, the expiry's 0 as O.
    const zone = 'P<GBRDOE<<JANE<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<\nAB12345KL6GBR9403121F27O3316<<<<<<<<<<<<<<02';
    const reading = readMrz(zone, TODAY);
    expect(reading?.documentNumber).toBe('AB12345');
    expect(reading?.expiry).toBe('2027-03-31');
  });

  it('refuses a date whose check digit agrees but which is no date', () => {
    // 941332 (month 13) with its own check digit.
    const zone = 'IRGBRZU12345673<<<<<<<<<<<<<<<\n9413328F2412311GBR<<<<<<<<<<<4';
    expect(readMrz(zone, TODAY)?.failed).toEqual(['birthDate']);
  });

  it('finds no zone in a letter, or in a line of words', () => {
    expect(
      readMrz('Dear Ms Hassan,\nPLEASE SEND US YOUR PASSPORT AND YOUR BANK STATEMENTS', TODAY),
    ).toBeNull();
    expect(mrzLines('PLEASE SEND US YOUR PASSPORT AND YOUR BANK STATEMENTS')).toEqual([
      'PLEASESENDUSYOURPASSPORTANDYOURBANKSTATEMENTS',
    ]);
    expect(mrzKind(mrzLines('PLEASE SEND US YOUR PASSPORT AND YOUR BANK STATEMENTS'))).toBeNull();
  });
});
