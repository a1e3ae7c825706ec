import { describe, expect, it } from 'vitest';
import { dateFormatter, formatDate } from './format';

describe('formatDate', () => {
  const date = new Date(Date.UTC(2025, 2, 7, 12));

  it('writes English dates and times the British way: day before month, a 24-hour clock', () => {
    expect(formatDate(date, 'en', 'short')).toBe('07/03/2025');
    expect(formatDate(date, 'en', 'medium')).toBe('7 Mar 2025');
    expect(dateFormatter('en', { timeStyle: 'short', timeZone: 'UTC' }).format(date)).toBe('12:00');
  });

  it('writes dates the way the chosen language does', () => {
    expect(formatDate(date, 'de', 'medium')).toBe('07.03.2025');
    expect(formatDate(date, 'ru', 'long')).toContain('марта');
  });

  it('returns an empty string for an invalid date instead of "Invalid Date"', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('dateFormatter', () => {
  it('builds one formatter per language and options, and reuses it', () => {
    const first = dateFormatter('de', { month: 'short', timeZone: 'UTC' });
    expect(dateFormatter('de', { month: 'short', timeZone: 'UTC' })).toBe(first);
    expect(dateFormatter('en', { month: 'short', timeZone: 'UTC' })).not.toBe(first);
    expect(dateFormatter('de', { month: 'long', timeZone: 'UTC' })).not.toBe(first);
  });
});
