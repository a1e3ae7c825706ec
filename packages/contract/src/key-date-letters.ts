import { z } from 'zod';
import { isoDateBetween } from './dates.ts';
import { PreviewSchema } from './key-date-requests.ts';
import { DeadlineCaseFactsSchema } from './key-dates.ts';
import { LIMITS } from './limits.ts';

/**
 * "Add a letter" (issue 32): a letter of the case that starts clocks. Its text, read by the
 * document checks, proposes the dates printed on it; staff confirm one, say the case's facts, and
 * create the key dates of every rule that fits in one step (decision 049).
 */

const day = isoDateBetween('1900-01-01', () => '9999-12-30', 'date.outOfRange');
const dbId = z.coerce.number().int().positive().max(LIMITS.maxDbInteger);
const ruleKey = z.string().trim().min(1).max(100);

export const LetterDatesQuerySchema = z.object({ caseId: dbId, documentId: dbId });

/** A date printed in the letter, with the words around it so staff see where it was found. */
export const LetterDateProposalSchema = z.object({
  date: z.iso.date(),
  /** The text before the date, as printed (at most a line's worth). */
  before: z.string(),
  /** The date as printed, to highlight. */
  match: z.string(),
  after: z.string(),
  page: z.number().int(),
  /** Printed beside "Date", "Dated" or the like: most likely the letter's own date. */
  labelled: z.boolean(),
});
export type LetterDateProposal = z.infer<typeof LetterDateProposalSchema>;

export const LetterDatesSchema = z.object({
  documentId: z.number().int(),
  documentName: z.string(),
  /** The letter's text is still being read: ask again in a few seconds. */
  reading: z.boolean(),
  /** Dates found, the likeliest letter date first; empty when none was printed or read. */
  proposals: z.array(LetterDateProposalSchema),
  /** The case's facts as last recorded, or null before anyone said them. */
  facts: DeadlineCaseFactsSchema.nullable(),
});
export type LetterDates = z.infer<typeof LetterDatesSchema>;

/** The dates of the letter as staff confirmed them: the date printed on it, and what else is known. */
export const LetterTriggerSchema = z
  .object({
    dateOnLetter: day,
    /** When it was sent, if known (an e-mail's London day); else the date on the letter is used. */
    dateSent: day.nullish(),
    dateReceived: day.nullish(),
    /** The date a notice sets for the reply (a Home Office evidence notice). */
    noticeDate: day.nullish(),
  })
  .refine((letter) => !letter.dateSent || letter.dateSent >= letter.dateOnLetter, {
    message: 'letter.sentBeforeDated',
    path: ['dateSent'],
  })
  .refine((letter) => !letter.dateReceived || letter.dateReceived >= letter.dateOnLetter, {
    message: 'letter.receivedBeforeDated',
    path: ['dateReceived'],
  });
export type LetterTrigger = z.infer<typeof LetterTriggerSchema>;

const letterCommon = {
  caseId: dbId,
  documentId: dbId,
  letter: LetterTriggerSchema,
  facts: DeadlineCaseFactsSchema,
  ruleKeys: z
    .array(ruleKey)
    .min(1, 'letter.rules.required')
    .max(12)
    .refine((keys) => new Set(keys).size === keys.length, 'letter.rules.repeated'),
};

export const PreviewLetterRequestSchema = z.object(letterCommon).strict();
export type PreviewLetterRequest = z.infer<typeof PreviewLetterRequestSchema>;

export const AddFromLetterRequestSchema = z
  .object({
    ...letterCommon,
    assigneeId: z.uuid().nullish(),
    supervisorId: z.uuid().nullish(),
    critical: z.boolean().optional().default(true),
    clientVisible: z.boolean().optional().default(false),
  })
  .strict();
export type AddFromLetterRequest = z.infer<typeof AddFromLetterRequestSchema>;

export const KeyDateIdsSchema = z.object({ ids: z.array(z.number().int()) });

/** Each rule's date counted from the letter, in the order asked; nothing saved. */
export const LetterPreviewSchema = z.object({
  previews: z.array(PreviewSchema.extend({ ruleKey: z.string() })),
});
export type LetterPreview = z.infer<typeof LetterPreviewSchema>;
