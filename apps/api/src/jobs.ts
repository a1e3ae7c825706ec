import type { JobDefinition } from './lib/jobs/job.ts';
import { sendEmailJob, sentEmailsJob } from './lib/send-email.job.ts';
import { expiredLinksJob, expiredSessionsJob } from './modules/account/account.job.ts';
import { caseRemindersJob, reminderRoundJob } from './modules/cases/reminders.job.ts';
import { documentCheckJob } from './modules/document-checks/document-check.job.ts';
import { stagedUploadsJob } from './modules/files/staged-uploads.job.ts';
import { keyDateRemindersJob } from './modules/key-dates/key-date-reminders.job.ts';
import { notificationsJob } from './modules/notifications/notifications.job.ts';
import {
  expiredExportsJob,
  fileDeletionsJob,
  personErasuresJob,
  retentionJob,
  subjectAccessExportsJob,
} from './modules/privacy/privacy.job.ts';

/**
 * Every job the background engine runs (decision 043), each defined in a `*.job.ts` file next to
 * the module that owns it. In each look the engine takes the jobs in this order: the queues people
 * wait on first, then the schedules.
 */
export const JOBS: readonly JobDefinition[] = [
  sendEmailJob as JobDefinition,
  caseRemindersJob as JobDefinition,
  documentCheckJob as JobDefinition,
  reminderRoundJob,
  keyDateRemindersJob,
  retentionJob,
  fileDeletionsJob,
  personErasuresJob,
  subjectAccessExportsJob,
  expiredExportsJob,
  stagedUploadsJob,
  expiredLinksJob,
  expiredSessionsJob,
  notificationsJob,
  sentEmailsJob,
];
