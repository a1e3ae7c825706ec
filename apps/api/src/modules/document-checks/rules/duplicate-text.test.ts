import { describe, expect, it } from 'vitest';
import { duplicateTextFindings, jaccard, shingles } from './duplicate-text.ts';
import { BANK_STATEMENT, HOME_OFFICE_ASF1, TENANCY_LETTER } from './sample-texts.ts';

/** The same letter read again from another photo: a few words misread, the last paragraph cut off. */
const ASF1_AGAIN = HOME_OFFICE_ASF1.replace('considered', 'considcred')
  .replace('Sheffield', 'Shefield')
  .replace(/Please keep[\s\S]*/, '');

describe('the same letter sent twice', () => {
  it('finds the other upload with the same text, with its similarity', () => {
    const others = [
      { documentId: 7, fileName: 'statement.pdf', text: BANK_STATEMENT },
      { documentId: 9, fileName: 'letter.jpg', text: ASF1_AGAIN },
    ];
    const [found] = duplicateTextFindings(HOME_OFFICE_ASF1, others, 92);
    expect(found).toMatchObject({
      code: 'duplicateText',
      tone: 'warn',
      params: { documentId: 9, fileName: 'letter.jpg' },
    });
    expect(found?.params.similarity).toBeGreaterThan(0.5);
    expect(found?.params.similarity).toBe(Math.round(Number(found?.params.similarity) * 100) / 100);
  });

  it('tells different documents apart', () => {
    expect(jaccard(shingles(HOME_OFFICE_ASF1), shingles(TENANCY_LETTER))).toBeLessThan(0.1);
    const others = [{ documentId: 3, fileName: 'tenancy.pdf', text: TENANCY_LETTER }];
    expect(duplicateTextFindings(HOME_OFFICE_ASF1, others, null)).toEqual([]);
  });

  it('does not compare texts too short to say anything', () => {
    expect(
      duplicateTextFindings('Page 1', [{ documentId: 1, fileName: 'a.jpg', text: 'Page 1' }], null),
    ).toEqual([]);
  });
});
