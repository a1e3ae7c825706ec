import { decrypt } from './crypto.ts';
import { HOUSEKEEPING_PERIODS } from './housekeeping-periods.ts';
import { defineJob } from './jobs/job.ts';
import {
  clearOldSentEmails,
  describeFailure,
  failureCodes,
  isPermanent,
  recordSentEmail,
  type SendEmailData,
  UNREADABLE,
} from './mail-outbox.ts';
import type { MailMessage } from './mailer.ts';

/** A failure the engine records (a code only: a relay's reply may quote the address) and retries. */
class SendFailure extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/**
 * One e-mail, queued by `mail.enqueue` in the transaction of what it tells of. A relay that is
 * down is tried again after a minute, then twice as long each time up to an hour, for about a day
 * (reset and invitation links last 7 days); a message the server refuses for good is given up at
 * once. The hold outlasts a send in which every limit of the mailer runs out (mailer.ts, some 9
 * minutes), so only a sender that died lets a message go twice.
 */
export const sendEmailJob = defineJob<SendEmailData>({
  name: 'send-email',
  retries: { limit: 30, delaySeconds: 60, maxDelaySeconds: 3600 },
  holdSeconds: 15 * 60,
  batchSize: 10,
  pauseMs: 250,
  // A relay that stalls on one message does not hold up the others.
  concurrency: 10,
  async run(ctx, data, run) {
    let message: MailMessage;
    try {
      message = JSON.parse(decrypt(ctx.services.encryptionKey, data.sealed)) as MailMessage;
    } catch {
      // Sealed under another ENCRYPTION_KEY: an instance with the right key may still open it.
      throw new SendFailure(UNREADABLE);
    }
    try {
      await ctx.services.mailer.send(message);
    } catch (error) {
      const facts = { failure: describeFailure(error), jobId: run.id, attempt: run.retryCount + 1 };
      if (isPermanent(error)) {
        ctx.log.error(facts, 'e-mail refused by the mail server; given up');
        return { givenUp: 1 };
      }
      ctx.log.warn(facts, 'e-mail not sent yet');
      throw new SendFailure(failureCodes(error));
    }
    // Sent: a failure to record it must not fail the job, whose retry would send it again.
    try {
      await recordSentEmail(ctx.db, run.id, message, ctx.now());
    } catch (error) {
      ctx.log.error({ failure: describeFailure(error), jobId: run.id }, 'e-mail sent but not recorded');
    }
    return undefined;
  },
});

/** The record of e-mails sent is kept six years (housekeeping-periods.ts). */
export const sentEmailsJob = defineJob({
  name: 'sent-emails',
  everyMs: HOUSEKEEPING_PERIODS.sentEmails.everyMs,
  retries: { limit: 2, delaySeconds: 300 },
  holdSeconds: 10 * 60,
  batchSize: 1,
  pauseMs: 0,
  run: (ctx) => clearOldSentEmails(ctx.db, ctx.now()),
});
