import { describe, expect, it } from 'vitest';
import { parseReminderDays } from './reminder-days';

describe('parseReminderDays', () => {
  it('reads rising whole days separated by commas or spaces; nothing means no reminders', () => {
    expect(parseReminderDays('3, 7, 14')).toEqual([3, 7, 14]);
    expect(parseReminderDays(' 1 2  30 ')).toEqual([1, 2, 30]);
    expect(parseReminderDays('')).toEqual([]);
  });

  it('refuses days that do not rise, fall outside 1 to 365, are not whole, or are more than ten', () => {
    expect(parseReminderDays('7, 3')).toBeNull();
    expect(parseReminderDays('3, 3')).toBeNull();
    expect(parseReminderDays('0, 3')).toBeNull();
    expect(parseReminderDays('3, 366')).toBeNull();
    expect(parseReminderDays('2.5')).toBeNull();
    expect(parseReminderDays('three')).toBeNull();
    expect(parseReminderDays('1 2 3 4 5 6 7 8 9 10 11')).toBeNull();
  });
});
