import { describe, expect, it } from 'vitest';
import { icsForDay } from './ics';

describe('a calendar file for one day', () => {
  it('is one all-day event with CRLF lines, its text escaped and long lines folded', () => {
    const file = icsForDay(
      { uid: 'key-date-1@docket', date: '2026-12-31', summary: `Appeal; hearing, room 2 ${'x'.repeat(80)}` },
      new Date('2026-12-07T13:05:09.123Z'),
    );
    const lines = file.split('\r\n');
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 9)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Docket//Key dates//EN',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:key-date-1@docket',
      'DTSTAMP:20261207T130509Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
    ]);
    const summary = lines.slice(9, -3).join('\r\n');
    expect(summary.startsWith('SUMMARY:Appeal\\; hearing\\, room 2 ')).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(summary.replace(/\r\n /g, '')).toBe(`SUMMARY:Appeal\\; hearing\\, room 2 ${'x'.repeat(80)}`);
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });
});
