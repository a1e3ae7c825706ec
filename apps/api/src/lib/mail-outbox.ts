import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sentEmails } from '../db/schema/index.ts';
import type { ServiceContext } from './context.ts';
import { encrypt } from './crypto.ts';
import { HOUSEKEEPING_PERIODS } from './housekeeping-periods.ts';
import type { MailMessage } from './mailer.ts';

/** The data of a send-email job: recipient, subject and bodies sealed with ENCRYPTION_KEY (they carry one-time links). */
export type SendEmailData = { sealed: string };

/**
 * Queues the message as a `send-email` job (send-email.job.ts) in the caller's transaction, sealed
 * with ENCRYPTION_KEY, so that it exists once what it tells of commits and the answer which follows
 * cannot outlive it.
 *
 * SECURITY: a request never waits for the mail server. Account answers that did would take a
 * relay's round trip longer for a known address than for an unknown one, and so tell who has an
 * account. The message waits in the background engine and goes out once across instances.
 */
export async function queueEmail(
  ctx: Pick<ServiceContext, 'db' | 'afterCommit' | 'services'>,
  message: MailMessage,
  key: Buffer = ctx.services.encryptionKey,
): Promise<void> {
  const data: SendEmailData = { sealed: encrypt(key, JSON.stringify(message)) };
  await ctx.services.jobs.send(ctx, 'send-email', data);
}

/**
 * Records a delivered message in the record of e-mails sent (which a subject access export lists),
 * unless its job is gone: an erasure removed it while it was being sent, and the record must not
 * bring the erased address back. The job's row is locked for share: an erasure that has removed it
 * but not yet committed is waited for (and then the row is gone), and one that comes after waits
 * for this record, which it then erases with the rest (it removes the jobs first).
 */
export async function recordSentEmail(
  db: Db,
  jobId: string,
  message: MailMessage,
  sentAt: Date,
): Promise<void> {
  await db.execute(sql`
    insert into sent_emails (recipient, subject, sent_at)
    select ${message.to.trim().toLowerCase()}, ${message.subject}, ${sentAt}
    where exists (select 1 from pgboss.job where id = ${jobId}::uuid for share)`);
}

/** The `sent-emails` schedule: the record of e-mails sent is kept six years (housekeeping-periods.ts). */
export async function clearOldSentEmails(db: Db, now: Date): Promise<{ sentEmails: number }> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - HOUSEKEEPING_PERIODS.sentEmails.keptYears);
  const deleted = await db
    .delete(sentEmails)
    .where(lt(sentEmails.sentAt, before))
    .returning({ id: sentEmails.id });
  return { sentEmails: deleted.length };
}

/** The failure code of a message no key of this instance's can open. */
export const UNREADABLE = 'EUNREADABLE';

type SmtpError = { code?: unknown; responseCode?: unknown; command?: unknown; response?: unknown };

/**
 * The error's codes alone ("EENVELOPE 451", "ECONNREFUSED"): a relay's reply text may quote the
 * address, which the table otherwise holds only sealed.
 */
export function failureCodes(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as SmtpError;
  const codes = [code, responseCode].filter((part) => typeof part === 'string' || typeof part === 'number');
  return codes.length > 0 ? codes.join(' ') : 'unknown';
}

/**
 * What the log may say of a failure: its codes, the command answered and the enhanced status
 * code ("5.7.1"), but not the reply's text, which may quote the address; a failure without a
 * reply (a refused connection, a certificate) keeps its message, with any address in it masked.
 */
export function describeFailure(error: unknown) {
  const { code, responseCode, command } = (error ?? {}) as SmtpError;
  const message = error instanceof Error ? error.message : String(code ?? error);
  return {
    codes: failureCodes(error),
    ...(typeof command === 'string' ? { command } : {}),
    ...(typeof responseCode === 'number'
      ? { status: enhancedStatus(error) ?? null }
      : { message: message.replace(/[^\s<>"',;:]+@[^\s<>"',;]+/g, '<address>') }),
  };
}

/** The reply's enhanced status code (RFC 3463: class.subject.detail), if it has one. */
function enhancedStatus(error: unknown): string | undefined {
  const { response } = (error ?? {}) as SmtpError;
  return typeof response === 'string'
    ? /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1]
    : undefined;
}

/** A reply without an enhanced code that says the recipient does not exist, and no more. */
const UNKNOWN_RECIPIENT = /unknown|no such|does ?n[o']t exist|not found|invalid (recipient|mailbox|address)/i;
/** Words of a refusal that every message meets alike: the server's set-up or policy. */
const SETUP_OR_POLICY = /relay|auth|rcpthosts|polic|spf|dmarc|dkim|verif|denied|block|spam|sender/i;

/**
 * Whether the mail server will never take this message: a 5xx reply to its recipient or to its
 * content that blames the address, the mailbox, the size or the content (5.1, 5.2, 5.3.4, 5.6),
 * or, from a server that gives no enhanced code, a recipient refused in words that say it does
 * not exist. Anything else waits and is tried again for a day: a refusal that applies to every
 * message alike is the server's set-up or policy (a wrong password, relaying denied, a sender
 * not yet verified, 5.7; Exim's "550 relay not permitted", qmail's 553 for a domain it does not
 * relay), to be fixed by the firm, and a message given up too soon is a reset link lost.
 */
export function isPermanent(error: unknown): boolean {
  const { responseCode, command, response } = (error ?? {}) as SmtpError;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600) return false;
  if (command !== 'RCPT TO' && command !== 'DATA') return false;
  const status = enhancedStatus(error);
  if (status) return /^5\.(1|2|6)\.|^5\.3\.4$/.test(status);
  const text = typeof response === 'string' ? response.slice(4) : '';
  return (
    command === 'RCPT TO' &&
    [550, 551, 553].includes(responseCode) &&
    UNKNOWN_RECIPIENT.test(text) &&
    !SETUP_OR_POLICY.test(text)
  );
}
