import { BACKGROUND_JOBS } from '@docket/contract';
import { expect, test } from './support/fixtures';

/** The Background work screen's name for each job, in English (locales/app/en.json). */
const JOB_NAMES: Record<(typeof BACKGROUND_JOBS)[number], string> = {
  'send-email': 'Send e-mails',
  'document-check': 'Check arriving documents',
  'case-reminders': 'Send case reminders',
  'reminder-round': 'Find documents to remind about',
  'key-date-reminders': 'Send key date reminders',
  retention: 'Erase cases past their retention',
  'person-erasures': 'Erasures on request',
  'subject-access-exports': 'Build data exports',
  'file-deletions': 'Delete erased files',
  'expired-exports': 'Delete expired exports',
  'staged-uploads': 'Clear unclaimed uploads',
  'expired-links': 'Clear expired links',
  'expired-sessions': 'Clear expired sessions',
  notifications: 'Clear old notifications',
  'sent-emails': 'Clear old e-mail records',
};

/**
 * The background engine as an administrator sees it on her phone (issue 31): a card for every
 * job, the figures read again on their own, in English and mirrored in Arabic.
 */
test('an administrator reads the background work on her phone, and the figures are read again on their own', async ({
  admin,
  newPage,
  layout,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(90_000);
  const phone = await newPage({ as: admin, phone: true });

  await test.step('every job has its card, and the screen fits 360 px and meets the bar', async () => {
    await phone.goto('/background-work');
    await expect(phone.getByRole('heading', { level: 1, name: 'Background work' })).toBeVisible();
    const jobs = phone.getByRole('list', { name: 'Background jobs, those that need attention first' });
    await expect(jobs.getByRole('listitem')).toHaveCount(BACKGROUND_JOBS.length);
    for (const name of BACKGROUND_JOBS) await expect(jobs.getByText(JOB_NAMES[name])).toBeVisible();
    await layout.expectFitsWidth(phone, '/background-work');
    await expectScreenMeetsBar(phone);
  });

  await test.step('the figures are read again within 10 seconds, and say when', async () => {
    const readAt = phone.getByText(/^Figures read at/);
    const first = (await readAt.textContent()) ?? '';
    await expect(readAt).not.toHaveText(first, { timeout: 15_000 });
  });

  await test.step('in Arabic the screen reads right to left and still fits', async () => {
    const arabic = await newPage({ as: admin, language: 'ar', phone: true });
    await arabic.goto('/background-work');
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic.getByRole('heading', { level: 1, name: 'العمل في الخلفية' })).toBeVisible();
    await layout.expectFitsWidth(arabic, '/background-work (ar)');
  });
});
