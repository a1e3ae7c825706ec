import { describe, expect, it } from 'vitest';
import { proposeLetterDates } from './letter-dates.ts';

const refusal = [
  'Home Office',
  'UK Visas and Immigration',
  'Your asylum claim made on 3/4/2025 has been refused.',
  'Date: 18 December 2026',
  'You may appeal to the First-tier Tribunal. Interview on Tuesday at 10am.',
].join('\n');

describe('the dates printed in a letter', () => {
  it('puts the date printed beside "Date" first, reads day first as UK letters print it, and keeps the words around it', () => {
    const proposals = proposeLetterDates([{ page: 1, body: refusal }]);
    expect(proposals.map((proposal) => proposal.date)).toEqual(['2026-12-18', '2025-04-03']);
    expect(proposals[0]).toEqual({
      date: '2026-12-18',
      before: 'Date: ',
      match: '18 December 2026',
      after: '',
      page: 1,
      labelled: true,
    });
    expect(proposals[1]).toMatchObject({
      before: 'Your asylum claim made on ',
      after: ' has been refused.',
      labelled: false,
    });
  });

  it('offers no weekday or relative date, each date once, in reading order across pages when none is labelled', () => {
    const proposals = proposeLetterDates([
      { page: 1, body: 'Decision of 2 February 2027. See you next week, on Monday.' },
      { page: 2, body: 'As said, 2/2/2027. The hearing is on 2027-03-15.' },
    ]);
    expect(proposals.map(({ date, page }) => [date, page])).toEqual([
      ['2027-02-02', 1],
      ['2027-03-15', 2],
    ]);
  });

  it('leaves out dates before the earliest a letter of the case could bear, such as a date of birth', () => {
    const proposals = proposeLetterDates(
      [{ page: 1, body: 'Born 12.05.1990. Dated 5 January 2027.' }],
      '2020-01-01',
    );
    expect(proposals.map((proposal) => proposal.date)).toEqual(['2027-01-05']);
  });

  it('finds nothing in a letter without a whole date', () => {
    expect(proposeLetterDates([{ page: 1, body: 'Thank you for your letter of last Tuesday.' }])).toEqual([]);
  });

  it('reads only a letter’s first five pages: a bundle’s later dates are not its own', () => {
    const pages = Array.from({ length: 7 }, (_, i) => ({
      page: i + 1,
      body: `Page ${i + 1} of 7, 1 March 202${i}`,
    }));
    expect(proposeLetterDates(pages).map((proposal) => proposal.page)).toEqual([1, 2, 3, 4, 5]);
  });
});
