import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatInterval } from './units';

describe('formatDuration', () => {
  it.each([
    [0.2, '1 minute'],
    [12, '12 minutes'],
    [60, '1 hour'],
    [200, '3 hours, 20 minutes'],
    [24 * 60 - 0.4, '1 day'],
    [2 * 24 * 60 + 4 * 60 + 10, '2 days, 4 hours'],
    [2 * 24 * 60 + 23 * 60 + 50, '3 days'],
  ])('%s minutes read as "%s"', (minutes, text) => {
    expect(formatDuration(minutes, 'en')).toBe(text);
  });

  it('speaks the reader’s language', () => {
    expect(formatDuration(200, 'de')).toBe('3 Stunden, 20 Minuten');
  });
});

describe('formatInterval', () => {
  it.each([
    [30, '30 seconds'],
    [300, '5 minutes'],
    [3600, '1 hour'],
    [5400, '90 minutes'],
    [86_400, '1 day'],
  ])('every %s seconds reads as "%s"', (seconds, text) => {
    expect(formatInterval(seconds, 'en')).toBe(text);
  });
});

describe('formatCount', () => {
  it('groups digits as the language does', () => {
    expect(formatCount(1240, 'en')).toBe('1,240');
    expect(formatCount(1240, 'de')).toBe('1.240');
  });
});
