import { ReminderDaysSchema } from '@docket/contract';

/**
 * The reminder days as an administrator types them ("3, 7, 14"): whole numbers separated by commas
 * or spaces, rising, 1 to 365, at most ten; empty means no automatic reminders. Null when the
 * text breaks a rule (the contract's own: caseType.reminderDays.invalid).
 */
export function parseReminderDays(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const parsed = ReminderDaysSchema.safeParse(parts.map(Number));
  return parsed.success ? parsed.data : null;
}

export function reminderDaysText(days: readonly number[]): string {
  return days.join(', ');
}
