import { z } from 'zod';
import { isLanguage, LANGUAGES } from './languages.ts';

/**
 * Key dates and deadlines: the shapes a deadline rule and its worked-out date take, shared by the
 * API (which counts) and the web app (which shows the steps in the reader's language). A rule is
 * data, versioned and cited; no rule is used for a key date until a solicitor of the firm has
 * verified it, and until then the product says "not verified".
 */

/**
 * What starts the clock. A "sent" trigger counts from the day the letter was sent (the law's
 * word in FtT r.19(2), r.33(2) and UT r.21(3)), a "received" one from the day it arrived.
 */
export const DEADLINE_TRIGGERS = [
  'decision_sent',
  'decision_received',
  'reasons_sent',
  'refusal_sent',
  'questionnaire_issued',
  'notice_date',
  'appeal_instituted',
] as const;
export const DeadlineTriggerSchema = z.enum(DEADLINE_TRIGGERS);
export type DeadlineTrigger = z.infer<typeof DeadlineTriggerSchema>;

/** `date_in_notice`: the deadline is the date printed in the notice itself, nothing is counted. */
export const DEADLINE_UNITS = ['calendar_days', 'working_days', 'weeks', 'months', 'date_in_notice'] as const;
export const DeadlineUnitSchema = z.enum(DEADLINE_UNITS);
export type DeadlineUnit = z.infer<typeof DeadlineUnitSchema>;

/** Who must act by the date: the client, the firm, or the other side (dates the firm chases or watches). */
export const DEADLINE_OBLIGATIONS = ['client', 'firm', 'home_office', 'tribunal'] as const;
export const DeadlineObligationSchema = z.enum(DEADLINE_OBLIGATIONS);
export type DeadlineObligation = z.infer<typeof DeadlineObligationSchema>;

/**
 * What happens when the count ends on a weekend or bank holiday: the rules say it moves to the
 * next working day (`roll_forward`), it stays (`none`), or nobody has confirmed which
 * (`not_verified`): then the earlier date is the safe one, shown and reminded.
 */
export const NON_WORKING_END_RULES = ['roll_forward', 'none', 'not_verified'] as const;
export const NonWorkingEndSchema = z.enum(NON_WORKING_END_RULES);
export type NonWorkingEnd = z.infer<typeof NonWorkingEndSchema>;

export const CASE_LOCATIONS = ['in_uk', 'outside_uk'] as const;
export const CaseLocationSchema = z.enum(CASE_LOCATIONS);
export type CaseLocation = z.infer<typeof CaseLocationSchema>;

/** The facts of a case a rule depends on. */
export const DeadlineCaseFactsSchema = z.object({
  location: CaseLocationSchema,
  detained: z.boolean(),
  acceleratedDetained: z.boolean(),
  /** Supported under s.95 or s.98 with accommodation: the tribunal's 24-week target applies. */
  nassAccommodation: z.boolean(),
});
export type DeadlineCaseFacts = z.infer<typeof DeadlineCaseFactsSchema>;

/** Every fact named must match; a fact left out matches any case. */
export const AppliesWhenSchema = DeadlineCaseFactsSchema.partial();
export type AppliesWhen = z.infer<typeof AppliesWhenSchema>;

/** A rule's label in the reader's language, English where hers is missing (never, as shipped). */
export function ruleLabelIn(rule: Pick<DeadlineRule, 'key' | 'label'>, language: string | undefined): string {
  return (language && isLanguage(language) ? rule.label[language] : undefined) ?? rule.label.en ?? rule.key;
}

/** Whether a rule applies to a case: every fact it names matches. */
export function appliesTo(appliesWhen: AppliesWhen, facts: DeadlineCaseFacts): boolean {
  return (Object.keys(appliesWhen) as (keyof DeadlineCaseFacts)[]).every(
    (fact) => appliesWhen[fact] === undefined || appliesWhen[fact] === facts[fact],
  );
}

export const CitationSchema = z.object({ text: z.string().min(1), url: z.url() });
export type Citation = z.infer<typeof CitationSchema>;

/** A text in every interface language: a label missing in one would fall back to English for her. */
export const LocalisedTextSchema = z.record(z.enum(LANGUAGES), z.string().trim().min(1));
export type LocalisedText = z.infer<typeof LocalisedTextSchema>;

export const DeadlineRuleSchema = z
  .object({
    /** Dotted, e.g. `ftt.appeal.in_uk`; with `version`, what a key date records. */
    key: z.string().regex(/^[a-z0-9_]+(\.[a-z0-9_]+)+$/),
    version: z.number().int().positive(),
    label: LocalisedTextSchema,
    trigger: DeadlineTriggerSchema,
    /** Null only when the unit is `date_in_notice`. */
    amount: z.number().int().nonnegative().nullable(),
    unit: DeadlineUnitSchema,
    obligationOf: DeadlineObligationSchema,
    appliesWhen: AppliesWhenSchema,
    /** A date to know (the tribunal's own target), not one anybody must meet. */
    informational: z.boolean(),
    nonWorkingEnd: NonWorkingEndSchema,
    /** London time by which the act must be done on the day, where the rules set one (UT r.12(1): 5pm). */
    cutOffLocalTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .nullable(),
    citation: CitationSchema,
    /** What could not be confirmed, or how the rule is read; shown beside the citation. */
    note: z.string().nullable(),
    verifiedBy: z.string().nullable(),
    verifiedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .refine((rule) => (rule.unit === 'date_in_notice') === (rule.amount === null), {
    message: 'A rule counts an amount of its unit, except a date given in the notice',
    path: ['amount'],
  })
  .refine((rule) => (rule.verifiedBy === null) === (rule.verifiedAt === null), {
    message: 'A rule is verified by someone at a time, or not at all',
    path: ['verifiedAt'],
  });
export type DeadlineRule = z.infer<typeof DeadlineRuleSchema>;

/**
 * Which date the count started from, and why: the law's date when it is known, otherwise the
 * date on the letter, said plainly (a letter cannot be sent or arrive before its date, so it is
 * the earliest reading).
 */
export const TRIGGER_BASES = [
  'date_sent',
  'date_on_letter_assumed_sent',
  'date_received',
  'date_on_letter_assumed_received',
  'date_on_letter',
  'date_in_notice',
  'date_given',
] as const;
export const TriggerBasisSchema = z.enum(TRIGGER_BASES);
export type TriggerBasis = z.infer<typeof TriggerBasisSchema>;

const day = z.iso.date();
const CountedUnitSchema = DeadlineUnitSchema.exclude(['date_in_notice']);

/**
 * One step of a worked-out date, as data rather than English, so each reader gets it in her
 * language: the web app and the e-mails render the same steps.
 */
export const DeadlineStepSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('trigger'),
    params: z.object({ event: DeadlineTriggerSchema, date: day, basis: TriggerBasisSchema }),
  }),
  /** The letter arrived before the day it was counted from: one date is wrong, so the safe date counts from the earlier. */
  z.object({
    code: z.literal('datesDisagree'),
    params: z.object({ dateReceived: day, countedFrom: day, safeDueDate: day }),
  }),
  z.object({
    code: z.literal('add'),
    params: z.object({
      from: day,
      amount: z.number().int().nonnegative(),
      unit: CountedUnitSchema,
      result: day,
      /** Bank holidays stepped over while counting working days (weekends go without saying). */
      holidaysSkipped: z.array(z.object({ date: day, title: z.string().optional() })),
    }),
  }),
  /** A month with no such day: the period ends on its last day (Dodds v Walker). */
  z.object({
    code: z.literal('monthEnd'),
    params: z.object({ dayOfMonth: z.number().int().min(29).max(31), result: day }),
  }),
  z.object({
    code: z.literal('nonWorkingDay'),
    params: z.object({
      date: day,
      reason: z.enum(['weekend', 'holiday']),
      holidayTitle: z.string().optional(),
    }),
  }),
  /** `verified` false: the rule's roll-forward is not confirmed, so the earlier date is kept as the safe one. */
  z.object({
    code: z.literal('rollForward'),
    params: z.object({ from: day, to: day, verified: z.boolean() }),
  }),
  z.object({ code: z.literal('noRollForward'), params: z.object({ date: day }) }),
  z.object({ code: z.literal('safeDateKept'), params: z.object({ date: day, laterDate: day }) }),
  z.object({ code: z.literal('informational'), params: z.object({}) }),
  z.object({ code: z.literal('citation'), params: CitationSchema }),
]);
export type DeadlineStep = z.infer<typeof DeadlineStepSchema>;
export type DeadlineStepCode = DeadlineStep['code'];

export const DeadlineComputationSchema = z.object({
  /** The date as the rule reads, rolled forward where it rolls (or may roll). */
  dueDate: day,
  /** The earliest plausible reading: what Docket shows and reminds. */
  safeDueDate: day,
  steps: z.array(DeadlineStepSchema),
});
export type DeadlineComputation = z.infer<typeof DeadlineComputationSchema>;
