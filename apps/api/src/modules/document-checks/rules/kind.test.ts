import { describe, expect, it } from 'vitest';
import { kindFindings, scoreKinds } from './kind.ts';
import { mrzKind, mrzLines } from './mrz.ts';
import {
  BANK_STATEMENT,
  HOME_OFFICE_ASF1,
  PASSPORT_EXPIRED,
  PAYSLIP,
  RESIDENCE_PERMIT,
  TENANCY_LETTER,
} from './sample-texts.ts';

const kindOf = (text: string) => scoreKinds(text, mrzKind(mrzLines(text)));

describe('kind of document', () => {
  it.each([
    [BANK_STATEMENT, 'bankStatement'],
    [HOME_OFFICE_ASF1, 'homeOfficeLetter'],
    [PASSPORT_EXPIRED, 'passport'],
    [RESIDENCE_PERMIT, 'residencePermit'],
    [TENANCY_LETTER, 'accommodationLetter'],
    [PAYSLIP, 'payslip'],
  ])('recognises %#: %s… by its own words', (text, kind) => {
    const [top, runnerUp] = kindOf(text);
    expect(top?.kind).toBe(kind);
    expect(top?.score).toBeGreaterThanOrEqual(4);
    expect((top?.score ?? 0) - (runnerUp?.score ?? 0)).toBeGreaterThanOrEqual(2);
  });

  it('says it matches the item, with the words that decided', () => {
    expect(kindFindings(BANK_STATEMENT, null, 'bankStatement', 93)).toEqual([
      {
        code: 'kindMatches',
        tone: 'ok',
        params: {
          found: 'bankStatement',
          expected: 'bankStatement',
          cues: 'sort code, statement period, account number',
        },
        confidence: 93,
      },
    ]);
  });

  it('says "looks like X, not Y" when X is clear and Y has none of its own words', () => {
    expect(kindFindings(PAYSLIP, null, 'bankStatement', 90)).toEqual([
      {
        code: 'kindDiffers',
        tone: 'warn',
        params: { found: 'payslip', expected: 'bankStatement', cues: 'payslip, gross pay, net pay' },
        confidence: 90,
      },
    ]);
  });

  it("is unsure, not wrong, when the document has the item's words as well as another kind's", () => {
    // A Home Office letter that confirms accommodation, in the accommodation item.
    const text = `${HOME_OFFICE_ASF1}\nYour accommodation provider confirms your occupancy of the property as a tenant.`;
    expect(
      kindFindings(text, null, 'accommodationLetter', null).map((f) => [f.code, f.params.found]),
    ).toEqual([['kindUnsure', 'homeOfficeLetter']]);
  });

  it('is unsure of a text with few cues, and names what little it saw', () => {
    expect(
      kindFindings('Dear Amina, thank you for your letter about the rent.', null, 'accommodationLetter', 88),
    ).toEqual([
      {
        code: 'kindUnsure',
        tone: 'info',
        params: { found: 'accommodationLetter', expected: 'accommodationLetter', cues: 'rent' },
        confidence: 88,
      },
    ]);
    expect(kindFindings('Dear Amina, thank you.', null, 'passport', 88)[0]?.params).toEqual({
      found: null,
      expected: 'passport',
      cues: '',
    });
  });

  it('with no kind expected, says what it looks like only when sure', () => {
    expect(kindFindings(HOME_OFFICE_ASF1, null, null, 91)).toEqual([
      {
        code: 'kindMatches',
        tone: 'info',
        params: { found: 'homeOfficeLetter', expected: null, cues: 'Home Office, ASF1, section 95' },
        confidence: 91,
      },
    ]);
    expect(kindFindings('Dear Amina, thank you for your letter about the rent.', null, null, 88)).toEqual([]);
  });

  it('counts the MRZ for a passport when the printed words were not read', () => {
    const zoneOnly = PASSPORT_EXPIRED.split('\n').slice(-2).join('\n');
    expect(kindFindings(zoneOnly, 'passport', 'passport', 80).map((f) => [f.code, f.params.cues])).toEqual([
      ['kindMatches', 'MRZ'],
    ]);
  });
});
