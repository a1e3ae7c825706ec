import type { DeadlineRule, Preview, PreviewRequest } from '@docket/contract';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import { type ActorContext, inTransaction } from '../../lib/context.ts';
import { visibleCasesCondition } from '../cases/cases.policy.ts';
import { countDueDate } from './count-due-date.ts';
import { DEADLINE_RULES, deadlineRule } from './deadline-rules.ts';
import { insertRuleVerification, ruleVerificationRows } from './holidays.repository.ts';
import { workingDayCalendar } from './holidays.service.ts';
import { visibleCase } from './key-dates.repository.ts';

/**
 * The rules as the firm has them: Docket's data (decision 046), each version with who of the firm
 * verified it and when. Without a verification a rule says "not verified" and makes no key date.
 */
export async function listRules(ctx: ActorContext): Promise<{ rules: DeadlineRule[] }> {
  return { rules: await withVerifications(ctx, DEADLINE_RULES) };
}

async function withVerifications(ctx: ActorContext, rules: readonly DeadlineRule[]): Promise<DeadlineRule[]> {
  const verified = new Map(
    (await ruleVerificationRows(ctx.db)).map((row) => [`${row.ruleKey}@${row.ruleVersion}`, row]),
  );
  return rules.map((rule) => {
    const row = verified.get(`${rule.key}@${rule.version}`);
    return row
      ? { ...rule, verifiedBy: row.verifiedByName ?? '', verifiedAt: row.verifiedAt.toISOString() }
      : rule;
  });
}

/** The latest version of a rule with its verification, or RULE_NOT_FOUND. */
export async function currentRule(ctx: ActorContext, key: string): Promise<DeadlineRule> {
  const rule = deadlineRule(key);
  if (!rule) throw new AppError('RULE_NOT_FOUND');
  const [withVerification] = await withVerifications(ctx, [rule]);
  return withVerification ?? rule;
}

export async function verifyRule(ctx: ActorContext, key: string): Promise<void> {
  const rule = deadlineRule(key);
  if (!rule) throw new AppError('RULE_NOT_FOUND');
  await inTransaction(ctx, async (txCtx) => {
    await insertRuleVerification(txCtx.db, {
      ruleKey: rule.key,
      ruleVersion: rule.version,
      verifiedBy: txCtx.actor.userId,
      verifiedAt: txCtx.now(),
    });
    await recordAudit(
      txCtx,
      'key_date_rule.verified',
      { type: 'deadline-rule', id: `${rule.key}@${rule.version}` },
      {
        citation: rule.citation.text,
      },
    );
  });
}

/** A rule's date from its trigger day, worked out and not saved; unverified rules too. */
export async function previewKeyDate(ctx: ActorContext, input: PreviewRequest): Promise<Preview> {
  const rule = await currentRule(ctx, input.ruleKey);
  if (
    input.caseId !== undefined &&
    !(await visibleCase(ctx.db, input.caseId, visibleCasesCondition(ctx.actor)))
  )
    throw new AppError('CASE_NOT_FOUND');
  const counted = countDueDate({
    rule,
    holidays: await workingDayCalendar(ctx),
    triggerDate: input.triggerDate,
  });
  return { ...counted, verified: rule.verifiedAt !== null };
}
