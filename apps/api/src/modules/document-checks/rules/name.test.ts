import { describe, expect, it } from 'vitest';
import { nameFindings } from './name.ts';
import { ARABIC_LETTER, CLIENT, PASSPORT_EXPIRED, PAYSLIP, TENANCY_LETTER } from './sample-texts.ts';

const nameOn = (text: string, client = CLIENT) => {
  const [found] = nameFindings(text, client, 90);
  return found ? [found.code, found.params.found] : null;
};

describe("the client's name on the document", () => {
  it('is exact when every part is spelt as the firm holds it, in any order and case', () => {
    expect(nameOn(TENANCY_LETTER)).toEqual(['nameExact', 'Amina Yusuf Hassan']);
    expect(nameOn(PASSPORT_EXPIRED)).toEqual(['nameExact', 'HASSAN AMINA YUSUF']);
    expect(nameFindings(TENANCY_LETTER, CLIENT, 90)[0]).toMatchObject({
      tone: 'ok',
      params: { name: CLIENT },
      confidence: 90,
    });
  });

  it('is close for another spelling, a missing middle name or initials (the study: Aminah Hasan)', () => {
    expect(nameOn('Tenant: Aminah Hasan')).toEqual(['nameClose', 'Aminah Hasan']);
    expect(nameOn(PAYSLIP)).toEqual(['nameClose', 'A Y HASSAN']);
    expect(nameOn('Patient: Muhammad Ali Rahimi', 'Mohammed Ali Rahimi')).toEqual([
      'nameClose',
      'Muhammad Ali Rahimi',
    ]);
  });

  it('is partial when the family name differs (the study: Amina Yusuf Hussein)', () => {
    expect(nameOn('Name: Amina Yusuf Hussein')).toEqual(['namePartial', 'Amina Yusuf']);
  });

  it("is absent when no part is there (the study: Fatima Ali), and an article is no one's initial", () => {
    expect(nameOn('Name: Fatima Ali. This is a letter for a tenant.')).toEqual(['nameAbsent', '']);
    expect(nameOn('I want a Hussein to call', 'Ali Hassan')).toEqual(['nameAbsent', '']);
  });

  it('says nothing of a Latin name on an Arabic-script document, rather than a false "absent"', () => {
    expect(nameFindings(ARABIC_LETTER, CLIENT, 91)).toEqual([]);
  });

  it('says nothing when the firm holds no name', () => {
    expect(nameFindings(TENANCY_LETTER, '  ', 91)).toEqual([]);
  });
});
