import type {
  AddFromLetterRequest,
  DeadlineCaseFacts,
  DeadlineRule,
  LetterDates,
  LetterPreview,
  LetterTrigger,
  PreviewLetterRequest,
} from '@docket/contract';
import { appliesTo } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import { countDueDate, type TriggerDates } from './count-due-date.ts';
import { workingDayCalendar } from './holidays.service.ts';
import { visibleCase } from './key-dates.repository.ts';
import { addKeyDate } from './key-dates.service.ts';
import { proposeLetterDates } from './letter-dates.ts';
import { factsOfCase, letterOfCase, pagesOfDocument, saveFactsOfCase } from './letters.repository.ts';
import { currentRule } from './rules.service.ts';

/**
 * "Add a letter" (issue 32, decision 049): a letter of the case starts the clocks of the rules
 * that fit the case's facts, counted from the dates staff confirmed, all made in one step.
 */

/** How far back a letter's date may lie from its upload: older dates are a birth or a past claim. */
const YEARS_BACK = 15;

async function caseAndLetter(ctx: ActorContext, caseId: number, documentId: number) {
  const found = await visibleCase(ctx.db, caseId, visibleCasesCondition(ctx.actor));
  if (!found) throw new AppError('CASE_NOT_FOUND');
  const letter = await letterOfCase(ctx.db, caseId, documentId);
  if (!letter) throw new AppError('DOCUMENT_NOT_FOUND');
  return { found, letter };
}

export async function letterDates(
  ctx: ActorContext,
  query: { caseId: number; documentId: number },
): Promise<LetterDates> {
  const { letter } = await caseAndLetter(ctx, query.caseId, query.documentId);
  const earliest = `${letter.uploadedAt.getUTCFullYear() - YEARS_BACK}-01-01`;
  const pages = await pagesOfDocument(ctx.db, letter.id);
  return {
    documentId: letter.id,
    documentName: letter.name,
    reading: letter.checkStatus === 'queued' || letter.checkStatus === 'running',
    proposals: proposeLetterDates(pages, earliest),
    facts: await factsOfCase(ctx.db, query.caseId),
  };
}

const triggerOf = (letter: LetterTrigger): TriggerDates => ({
  dateOnLetter: letter.dateOnLetter,
  dateSent: letter.dateSent ?? null,
  dateReceived: letter.dateReceived ?? null,
  noticeDate: letter.noticeDate ?? null,
});

/** Each rule asked for, checked to exist, to fit the facts and to have what it counts from. */
async function rulesFor(
  ctx: ActorContext,
  ruleKeys: readonly string[],
  facts: DeadlineCaseFacts,
  letter: LetterTrigger,
): Promise<DeadlineRule[]> {
  const rules: DeadlineRule[] = [];
  for (const key of ruleKeys) {
    const rule = await currentRule(ctx, key);
    if (!appliesTo(rule.appliesWhen, facts)) throw new AppError('RULE_NOT_APPLICABLE');
    const fromNotice = rule.trigger === 'notice_date' || rule.unit === 'date_in_notice';
    if (fromNotice && !letter.noticeDate) throw new AppError('NOTICE_DATE_REQUIRED');
    rules.push(rule);
  }
  return rules;
}

export async function previewLetter(ctx: ActorContext, input: PreviewLetterRequest): Promise<LetterPreview> {
  await caseAndLetter(ctx, input.caseId, input.documentId);
  const rules = await rulesFor(ctx, input.ruleKeys, input.facts, input.letter);
  const holidays = await workingDayCalendar(ctx);
  const trigger = triggerOf(input.letter);
  return {
    previews: rules.map((rule) => ({
      ruleKey: rule.key,
      ...countDueDate({ rule, holidays, trigger }),
      verified: rule.verifiedAt !== null,
    })),
  };
}

/** Keeps the case's facts and makes a key date of each rule chosen: all of them, or none. */
export async function addFromLetter(
  ctx: ActorContext,
  input: AddFromLetterRequest,
): Promise<{ ids: number[] }> {
  await caseAndLetter(ctx, input.caseId, input.documentId);
  await rulesFor(ctx, input.ruleKeys, input.facts, input.letter);
  const trigger = triggerOf(input.letter);
  return inTransaction(ctx, async (txCtx) => {
    await saveFactsOfCase(txCtx.db, input.caseId, input.facts, txCtx.actor.userId, txCtx.now());
    const ids: number[] = [];
    for (const ruleKey of input.ruleKeys) {
      const { id } = await addKeyDate(
        txCtx,
        {
          caseId: input.caseId,
          ruleKey,
          triggerDate: input.letter.dateOnLetter,
          assigneeId: input.assigneeId,
          supervisorId: input.supervisorId,
          critical: input.critical,
          clientVisible: input.clientVisible,
        },
        { trigger, documentId: input.documentId },
      );
      ids.push(id);
    }
    await recordAudit(
      txCtx,
      'key_date.letter_added',
      { type: 'case', id: String(input.caseId) },
      {
        documentId: input.documentId,
        dateOnLetter: input.letter.dateOnLetter,
        ruleKeys: input.ruleKeys,
        facts: input.facts,
      },
    );
    return { ids };
  });
}
