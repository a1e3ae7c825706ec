import { z } from 'zod';
import { isoDateBetween } from './dates.ts';
import { DeadlineRuleSchema, DeadlineStepSchema, LocalisedTextSchema } from './key-dates.ts';
import { LIMITS } from './limits.ts';

/**
 * The calls of key dates (issue 32, decision 046): what each takes and answers. The rule and step
 * shapes are in key-dates.ts; these are the requests and the key dates as the screens read them.
 */

const day = isoDateBetween('1900-01-01', () => '9999-12-30', 'date.outOfRange');
const caseId = z.coerce.number().int().positive().max(LIMITS.maxDbInteger);
const keyDateId = z.number().int().positive().max(LIMITS.maxDbInteger);
const ruleKey = z.string().trim().min(1).max(100);
const userId = z.uuid();

export const KEY_DATE_STATUSES = ['open', 'done', 'missed', 'waived', 'superseded'] as const;
export type KeyDateStatus = (typeof KEY_DATE_STATUSES)[number];

/** Why a due date was changed by hand: the tribunal's or Home Office's act, or a correction. */
export const DUE_CHANGE_REASONS = [
  'extension_granted',
  'direction_varied',
  'trigger_corrected',
  'other',
] as const;

export const RulesSchema = z.object({ rules: z.array(DeadlineRuleSchema) });
export type Rules = z.infer<typeof RulesSchema>;

export const PreviewRequestSchema = z.object({
  ruleKey,
  /** The day of the rule's trigger (the decision sent, the letter received…), in London. */
  triggerDate: day,
  caseId: caseId.optional(),
});
export type PreviewRequest = z.infer<typeof PreviewRequestSchema>;

export const PreviewSchema = z.object({
  dueDate: z.iso.date(),
  /** The earliest plausible reading: the one shown and reminded. */
  safeDueDate: z.iso.date(),
  steps: z.array(DeadlineStepSchema),
  /** False until a solicitor of the firm has verified the rule: a preview, never a key date. */
  verified: z.boolean(),
});
export type Preview = z.infer<typeof PreviewSchema>;

export const VerifyRuleRequestSchema = z.object({ ruleKey });

export const HOLIDAY_SOURCES = ['shipped', 'govuk-feed', 'manual'] as const;
export const HolidaySchema = z.object({
  date: z.iso.date(),
  title: z.string(),
  source: z.enum(HOLIDAY_SOURCES),
});
export type Holiday = z.infer<typeof HolidaySchema>;
export const HolidaysSchema = z.object({ holidays: z.array(HolidaySchema) });

export const AddHolidayRequestSchema = z.object({
  date: day,
  title: z.string().trim().min(1, 'holiday.title.required').max(100, 'field.tooLong'),
});
export const DeleteHolidayRequestSchema = z.object({ date: day });

/**
 * gov.uk's bank-holidays.json as sent: its England and Wales events, each with a title and a date
 * (other divisions and fields pass). The file is checked in full as it is imported.
 */
export const GovUkBankHolidaysFileSchema = z
  .object({
    'england-and-wales': z
      .object({
        events: z
          .array(z.object({ title: z.string(), date: z.string() }).loose())
          .min(1)
          .max(1000),
      })
      .loose(),
  })
  .loose();

/** What a change of the holidays did to the open key dates counted in working days or rolled forward. */
export const HolidayChangeSchema = z.object({
  added: z.number().int(),
  removed: z.number().int(),
  /** Moved earlier at once (their assignees and supervisors told). */
  movedEarlier: z.number().int(),
  /** A later date waits for its assignee's acceptance; the earlier stays the safe one meanwhile. */
  awaitingAcceptance: z.number().int(),
});
export type HolidayChange = z.infer<typeof HolidayChangeSchema>;

const addCommon = {
  caseId,
  assigneeId: userId.nullish(),
  supervisorId: userId.nullish(),
  critical: z.boolean().optional().default(false),
  clientVisible: z.boolean().optional().default(false),
};

/** A date counted by a rule from its trigger, or one entered by hand with its label. */
export const AddKeyDateRequestSchema = z.union([
  z.object({ ...addCommon, ruleKey, triggerDate: day }).strict(),
  z
    .object({
      ...addCommon,
      label: z.string().trim().min(1, 'keyDate.label.required').max(200, 'field.tooLong'),
      dueDate: day,
    })
    .strict(),
]);
export type AddKeyDateRequest = z.infer<typeof AddKeyDateRequestSchema>;

export const KeyDateSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  ruleKey: z.string().nullable(),
  ruleVersion: z.number().int().nullable(),
  /** The label entered by hand, or the rule's in English. */
  label: z.string(),
  /** A rule's label in every language, for the reader's; null for a date entered by hand. */
  labels: LocalisedTextSchema.nullable(),
  triggerDate: z.iso.date().nullable(),
  dueDate: z.iso.date(),
  safeDueDate: z.iso.date(),
  /** A later date a change of the holidays proposes, waiting for the assignee's acceptance. */
  pendingDueDate: z.iso.date().nullable(),
  steps: z.array(DeadlineStepSchema),
  status: z.enum(KEY_DATE_STATUSES),
  critical: z.boolean(),
  clientVisible: z.boolean(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  supervisorId: z.string().nullable(),
  supervisorName: z.string().nullable(),
  waivedReason: z.string().nullable(),
  /**
   * A later version of its rule than the one it was counted by, offered to the case's staff; the
   * date itself never moves by it (null: none, or not open, or a client reading).
   */
  newerRuleVersion: z.number().int().nullable(),
  /** The document of the case given as proof it was done, if any (null for a client reading). */
  evidenceDocumentId: z.number().int().nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  changes: z.array(
    z.object({
      kind: z.string(),
      oldDue: z.iso.date().nullable(),
      newDue: z.iso.date().nullable(),
      reason: z.string().nullable(),
      note: z.string().nullable(),
      byName: z.string().nullable(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type KeyDate = z.infer<typeof KeyDateSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string() });
/** Whom a case's key date may be given to, and who may supervise it (decision 049). */
export const KeyDatePeopleSchema = z.object({
  /** The administrators and the case's solicitor: those who can open the case. */
  assignees: z.array(PersonSchema),
  /** Any of the firm's staff whose account is active. */
  supervisors: z.array(PersonSchema),
});
export type KeyDatePeople = z.infer<typeof KeyDatePeopleSchema>;

export const KeyDatesOfCaseSchema = z.object({ keyDates: z.array(KeyDateSchema) });
export const KeyDateIdSchema = z.object({ id: z.number().int() });
/** What adding a key date answers: its id, and the tasks its case type's templates made with it (decision 048). */
export const AddedKeyDateSchema = KeyDateIdSchema.extend({ taskIds: z.array(z.number().int()).optional() });

export const CompleteKeyDateRequestSchema = z.object({
  id: keyDateId,
  /** The tribunal's acknowledgement or the like: a document of the case, by its stored file. */
  evidenceFileId: z.uuid().nullish(),
  /** The same, by the document's id as GetCaseById lists it. */
  evidenceDocumentId: z.number().int().positive().max(LIMITS.maxDbInteger).nullish(),
  note: z.string().trim().max(2000, 'field.tooLong').nullish(),
});
export const WaiveKeyDateRequestSchema = z.object({
  id: keyDateId,
  reason: z.string().trim().min(1, 'keyDate.reason.required').max(2000, 'field.tooLong'),
});
export const ChangeDueRequestSchema = z.object({
  id: keyDateId,
  dueDate: day,
  reason: z.enum(DUE_CHANGE_REASONS),
  note: z.string().trim().max(2000, 'field.tooLong').nullish(),
});
export const AcceptChangeRequestSchema = z.object({ id: keyDateId });
export const ApplyRuleVersionRequestSchema = z.object({ id: keyDateId });

export const DUE_SCOPES = ['mine', 'firm'] as const;
export const DueQuerySchema = z.object({ scope: z.enum(DUE_SCOPES).optional().default('mine') });

export const DueKeyDateSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  caseTypeName: z.string(),
  label: z.string(),
  ruleKey: z.string().nullable(),
  safeDueDate: z.iso.date(),
  pendingDueDate: z.iso.date().nullable(),
  critical: z.boolean(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
});
export type DueKeyDate = z.infer<typeof DueKeyDateSchema>;

/** The Deadlines work queue: each open date in the first group it falls in, soonest first. */
export const DueSchema = z.object({
  overdue: z.array(DueKeyDateSchema),
  withinTwoWorkingDays: z.array(DueKeyDateSchema),
  withinSevenDays: z.array(DueKeyDateSchema),
  unassigned: z.array(DueKeyDateSchema),
  awaitingAcceptance: z.array(DueKeyDateSchema),
  /** London's day the queue was worked out for. */
  today: z.iso.date(),
});
export type Due = z.infer<typeof DueSchema>;
