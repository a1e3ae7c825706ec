import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { relativeTime } from './relative-time';

const NOW = new Date('2025-03-20T12:00:00Z').getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  const t = i18n.t.bind(i18n);

  it('says just now under an hour', () => {
    expect(relativeTime(ago(59 * 60_000), t, 'en', NOW)).toBe('just now');
  });

  it('counts hours, then days, with the singular for one', () => {
    expect(relativeTime(ago(HOUR), t, 'en', NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * HOUR), t, 'en', NOW)).toBe('5 hours ago');
    expect(relativeTime(ago(DAY), t, 'en', NOW)).toBe('1 day ago');
    expect(relativeTime(ago(7 * DAY), t, 'en', NOW)).toBe('7 days ago');
  });

  it('gives a plain date after more than 7 days', () => {
    expect(relativeTime(ago(8 * DAY), t, 'en', NOW)).toBe('12 Mar 2025');
  });
});
