/**
 * How often each clearing schedule runs and how long what it clears is kept (decision 041;
 * docs/privacy.md cites these). One place, so that what the firm tells people and what the code
 * does cannot drift apart. Retention of case files is per case type (retentionMonths), not here.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const HOUSEKEEPING_PERIODS = {
  /**
   * Staged uploads nobody attached to anything within a day: a person fills a form in one sitting,
   * and a file kept past that is someone's identity papers held for no purpose. Hourly, so an
   * abandoned upload is gone within 25 hours of being sent.
   */
  stagedUploads: { everyMs: HOUR, keptMs: DAY },
  /**
   * Password-reset, invitation and e-mail-change links once used or expired: kept a week after, so
   * that a person who says "my link did not work" can be told whether it was used or had run out.
   */
  expiredLinks: { everyMs: DAY, keptMs: 7 * DAY },
  /**
   * Sessions ended (signed out, revoked) or expired, with their refresh tokens: kept 30 days, long
   * enough to look into a suspected account takeover reported within the month (the refresh
   * tokens show a replayed token), no longer, since they hold addresses and browsers.
   */
  expiredSessions: { everyMs: DAY, keptMs: 30 * DAY },
  /**
   * A notification read 90 days ago has done its work; an unread one is kept for a year, as a
   * client may come back to the app after months away, and then goes whatever its state.
   */
  notifications: { everyMs: DAY, readKeptMs: 90 * DAY, keptMs: 365 * DAY },
  /**
   * The record of e-mails sent (recipient, subject, time; never the body): six years, the
   * limitation period for a claim in contract or negligence, within which the firm may need to
   * show that it wrote to a client.
   */
  sentEmails: { everyMs: DAY, keptYears: 6 },
} as const;
