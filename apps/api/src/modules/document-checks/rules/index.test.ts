import type { DocumentKind, ReadabilityMetrics } from '@docket/contract';
import { describe, expect, it } from 'vitest';
import type { RulesInput } from '../check-types.ts';
import { runRules } from './index.ts';
import {
  ARABIC_LETTER,
  BANK_STATEMENT,
  CARELESS_PHOTO,
  CLIENT,
  HOME_OFFICE_ASF1,
  PASSPORT_EXPIRED,
  PASSPORT_VALID,
  PAYSLIP,
  RESIDENCE_PERMIT,
  TENANCY_LETTER,
  TODAY,
} from './sample-texts.ts';

const GOOD_PHOTO: ReadabilityMetrics = {
  width: 1600,
  height: 2130,
  brightness: 201,
  contrast: 160,
  blur: 0.17,
};

function photo(
  text: string,
  confidence: number,
  expectedKind: DocumentKind | null,
  more: Partial<RulesInput> = {},
): RulesInput {
  return {
    extraction: {
      pages: [{ page: 1, text, confidence, language: 'english' }],
      pageCount: 1,
      metrics: GOOD_PHOTO,
      confidence,
    },
    expectedKind,
    maxAgeMonths: null,
    clientName: CLIENT,
    today: TODAY,
    others: [],
    ...more,
  };
}

const codes = (input: RulesInput) => runRules(input).map((finding) => finding.code);

describe('runRules', () => {
  it('reads a bank statement photo: kind, period end, too old for a 3-month item, name close', () => {
    const findings = runRules(photo(BANK_STATEMENT, 93, 'bankStatement', { maxAgeMonths: 3 }));
    expect(findings.map((f) => [f.code, f.tone, f.params])).toEqual([
      ['readable', 'ok', { confidence: 93 }],
      [
        'kindMatches',
        'ok',
        {
          found: 'bankStatement',
          expected: 'bankStatement',
          cues: 'sort code, statement period, account number',
        },
      ],
      ['documentDate', 'info', { date: '2026-07-31', label: 'period' }],
      ['tooOld', 'warn', { date: '2026-07-31', months: 3 }],
      ['nameClose', 'info', { name: CLIENT, found: 'Amina Y Hassan' }],
    ]);
    expect(findings.every((f) => f.confidence === 93)).toBe(true);
    expect(codes(photo(BANK_STATEMENT, 93, 'bankStatement', { maxAgeMonths: 6 }))).not.toContain('tooOld');
  });

  it("reads a Home Office letter: its date is the letter's, not the date of birth; page 2 is missing", () => {
    expect(codes(photo(HOME_OFFICE_ASF1, 91, 'homeOfficeLetter', { maxAgeMonths: 3 }))).toEqual([
      'readable',
      'kindMatches',
      'documentDate',
      'nameClose',
      'pagesMissing',
    ]);
  });

  it("reads an expired passport from its MRZ's check digits and says its number could not be trusted", () => {
    const findings = runRules(photo(PASSPORT_EXPIRED, 84, 'passport'));
    expect(findings.map((f) => [f.code, f.params])).toEqual([
      ['readable', { confidence: 84 }],
      ['kindMatches', { found: 'passport', expected: 'passport', cues: 'MRZ, passport, passport no' }],
      ['mrz', { kind: 'passport', expiry: '2024-06-04', birthDate: '1994-03-12' }],
      ['mrzInvalid', { fields: 'documentNumber' }],
      ['documentDate', { date: '2014-06-04', label: 'issue' }],
      ['expired', { date: '2024-06-04', source: 'mrz' }],
      ['nameExact', { name: CLIENT, found: 'HASSAN AMINA YUSUF' }],
    ]);
  });

  it('raises no false "expired" from a date of birth or of issue, on a valid passport', () => {
    const findings = runRules(photo(PASSPORT_VALID, 88, 'passport', { maxAgeMonths: null }));
    expect(findings.map((f) => f.code)).toEqual([
      'readable',
      'kindMatches',
      'mrz',
      'documentDate',
      'nameExact',
    ]);
    expect(findings.find((f) => f.code === 'mrz')?.params).toEqual({
      kind: 'passport',
      documentNumber: '533401372',
      expiry: '2027-03-31',
      birthDate: '1994-03-12',
    });
  });

  it("says a BRP expired, from its MRZ's expiry", () => {
    const findings = runRules(photo(RESIDENCE_PERMIT, 86, 'residencePermit'));
    expect(findings.find((f) => f.code === 'expired')?.params).toEqual({ date: '2024-12-31', source: 'mrz' });
    expect(findings.find((f) => f.code === 'kindMatches')?.params.found).toBe('residencePermit');
  });

  it('gives the goals on readable documents: no false expired, wrong kind or name absent', () => {
    // Each with an age limit its date is within (a passport's is its validity, so none).
    const cases: Array<[string, DocumentKind, number | null]> = [
      [BANK_STATEMENT, 'bankStatement', 6],
      [HOME_OFFICE_ASF1, 'homeOfficeLetter', 3],
      [PASSPORT_VALID, 'passport', null],
      [TENANCY_LETTER, 'accommodationLetter', 3],
      [PAYSLIP, 'payslip', 3],
    ];
    for (const [text, kind, maxAgeMonths] of cases) {
      const found = codes(photo(text, 90, kind, { maxAgeMonths }));
      expect(found).toContain('kindMatches');
      expect(found).not.toContain('expired');
      expect(found).not.toContain('kindDiffers');
      expect(found).not.toContain('nameAbsent');
      expect(found).not.toContain('tooOld');
    }
  });

  it('says "looks like a payslip, not a bank statement"', () => {
    expect(
      runRules(photo(PAYSLIP, 90, 'bankStatement')).find((f) => f.code.startsWith('kind')),
    ).toMatchObject({
      code: 'kindDiffers',
      params: { found: 'payslip', expected: 'bankStatement' },
    });
  });

  it('gives the careless photo (confidence 52, a year misread) only "could not read"', () => {
    expect(runRules(photo(CARELESS_PHOTO, 52, 'homeOfficeLetter', { maxAgeMonths: 3 }))).toEqual([
      { code: 'unreadable', tone: 'warn', params: { confidence: 52 }, confidence: 52 },
    ]);
  });

  it('calls a confident OCR of a few words unreadable, and keeps the pixel findings with it', () => {
    const blurred = { ...GOOD_PHOTO, blur: 0.54 };
    const input = photo('Home Office ASF1', 91, 'homeOfficeLetter');
    expect(runRules({ ...input, extraction: { ...input.extraction, metrics: blurred } })).toEqual([
      { code: 'blurred', tone: 'warn', params: { blur: 0.54 }, confidence: null },
      { code: 'unreadable', tone: 'warn', params: { confidence: 91 }, confidence: 91 },
    ]);
  });

  it('trusts a text layer without a "readable" finding, and says when a file has no text', () => {
    const textLayer: RulesInput = {
      ...photo(TENANCY_LETTER, 0, 'accommodationLetter', { maxAgeMonths: 3 }),
      extraction: {
        pages: [{ page: 1, text: TENANCY_LETTER, confidence: null, language: 'english' }],
        pageCount: 1,
        metrics: null,
        confidence: null,
      },
    };
    const findings = runRules(textLayer);
    expect(findings.map((f) => f.code)).toEqual(['kindMatches', 'documentDate', 'nameExact']);
    expect(findings.every((f) => f.confidence === null)).toBe(true);
    const empty = { ...textLayer, extraction: { ...textLayer.extraction, pages: [] } };
    expect(runRules(empty)).toEqual([{ code: 'noText', tone: 'info', params: {}, confidence: null }]);
    // A photo in which nothing at all was read could not be read.
    const blank = { ...empty, extraction: { ...empty.extraction, metrics: GOOD_PHOTO } };
    expect(codes(blank)).toEqual(['unreadable']);
  });

  it("finds the same letter among the case's other documents", () => {
    const others = [{ documentId: 4, fileName: 'asf1.jpg', text: HOME_OFFICE_ASF1 }];
    expect(runRules(photo(HOME_OFFICE_ASF1, 90, 'homeOfficeLetter', { others })).at(-1)).toMatchObject({
      code: 'duplicateText',
      params: { documentId: 4, fileName: 'asf1.jpg', similarity: 1 },
    });
  });

  it('reads an Arabic letter for its date but says nothing of a Latin name on it', () => {
    const arabic = photo(ARABIC_LETTER, 91, null);
    expect(codes(arabic).some((code) => code.startsWith('name'))).toBe(false);
  });
});
