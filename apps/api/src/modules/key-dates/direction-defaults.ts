import { addDays, type DateInput, type PlainDate, toPlainDate } from './london-day.ts';
import { addWorkingDays, type HolidayCalendar } from './working-days.ts';

/**
 * The due date the tribunal's software pre-fills on a direction to build the case, so Docket can
 * propose the date before the direction arrives. The date that binds is always the one printed in
 * the direction; this only anticipates it. Mirrors HMCTS ia-case-api: RequestCaseBuildingPreparer
 * and its getBuildCaseDirectionDueDate, with the defaults of its application.yaml.
 */
export const BUILD_CASE_DEFAULTS = {
  /** legalRepresentativeBuildCase.dueInDaysFromSubmissionDate */
  daysFromSubmission: 42,
  /** legalRepresentativeBuildCase.dueInDays */
  daysFromToday: 28,
  /** legalRepresentativeBuildCaseAda.dueInDay: counted as working days (DueDateService.calculateDueDate). */
  acceleratedDetainedWorkingDays: 13,
} as const;

export interface BuildCaseInput {
  /** The day the direction is sent: HMCTS's "now". A moment is taken as its London day. */
  today: DateInput;
  /** When the appeal was submitted; unknown, HMCTS counts from today alone. */
  appealSubmittedDate?: DateInput | null;
  acceleratedDetained?: boolean;
  detained?: boolean;
  holidays: HolidayCalendar;
}

/**
 * Accelerated detained: 13 working days from today. Otherwise detained: 28 days from today.
 * Otherwise the later of 42 days from submission and 28 days from today, so an appeal submitted
 * long ago still gets four weeks.
 */
export function buildCaseDirectionDueDate(input: BuildCaseInput): PlainDate {
  const today = toPlainDate(input.today);
  if (input.acceleratedDetained) {
    return addWorkingDays(today, BUILD_CASE_DEFAULTS.acceleratedDetainedWorkingDays, input.holidays).result;
  }
  const fromToday = addDays(today, BUILD_CASE_DEFAULTS.daysFromToday);
  if (input.detained) return fromToday;
  const submitted =
    input.appealSubmittedDate === null || input.appealSubmittedDate === undefined
      ? null
      : toPlainDate(input.appealSubmittedDate);
  const fromSubmission =
    submitted === null ? fromToday : addDays(submitted, BUILD_CASE_DEFAULTS.daysFromSubmission);
  return fromSubmission > fromToday ? fromSubmission : fromToday;
}
