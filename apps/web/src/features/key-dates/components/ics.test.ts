import { describe, expect, it } from 'vitest';
import { icsForAppointment, icsForDay } from './ics';

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

describe('a calendar file for one appointment', () => {
  it('is a timed event in London’s time, with the zone, the place and an hour when no end is given', () => {
    const file = icsForAppointment(
      {
        uid: 'event-3@docket',
        startsAt: '2027-07-12T09:00:00.000Z',
        summary: 'Your Home Office interview',
        location: 'Lunar House, Croydon',
        description: 'An interpreter who speaks Tigrinya has been asked for.',
      },
      new Date('2026-12-07T13:05:09Z'),
    );
    const lines = file.split('\r\n');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/London');
    // 09:00 UTC in July is 10:00 in London (summer time).
    expect(lines).toContain('DTSTART;TZID=Europe/London:20270712T100000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20270712T110000');
    expect(lines).toContain('LOCATION:Lunar House\\, Croydon');
    expect(lines).toContain('DESCRIPTION:An interpreter who speaks Tigrinya has been asked for.');
    expect(lines).toContain('UID:event-3@docket');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('keeps a winter time as it is, and the end given', () => {
    const file = icsForAppointment({
      uid: 'event-4@docket',
      startsAt: '2027-01-12T10:00:00+00:00',
      endsAt: '2027-01-12T12:30:00+00:00',
      summary: 'Hearing',
    });
    expect(file).toContain('\r\nDTSTART;TZID=Europe/London:20270112T100000\r\n');
    expect(file).toContain('\r\nDTEND;TZID=Europe/London:20270112T123000\r\n');
    expect(file).not.toContain('LOCATION:');
  });
});
