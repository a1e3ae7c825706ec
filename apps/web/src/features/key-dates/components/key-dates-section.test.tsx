import { API, type DeadlineStep } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { testDetail } from '@/test/case-detail';
import { must } from '@/test/must';
import { answer, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { dayFromToday, testKeyDate } from '../test/key-date-fixtures';
import { KeyDatesSection } from './key-dates-section';

afterEach(() => setLanguage('en', { remember: false }));

function renderSection() {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
  // The section lists the case's appointments too (appointments.test.tsx).
  server.use(answer(API.eventsForCase, { events: [] }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <KeyDatesSection caseId={5} />
    </QueryClientProvider>,
  );
}

// Decision sent Fri 18 Dec 2026; + 14 days = Fri 1 Jan 2027, a bank holiday; the roll-forward is
// not verified, so the safe date stays on the holiday.
const STEPS: DeadlineStep[] = [
  {
    code: 'trigger',
    params: { event: 'decision_sent', date: '2026-12-18', basis: 'date_on_letter_assumed_sent' },
  },
  {
    code: 'add',
    params: {
      from: '2026-12-18',
      amount: 14,
      unit: 'calendar_days',
      result: '2027-01-01',
      holidaysSkipped: [],
    },
  },
  {
    code: 'nonWorkingDay',
    params: { date: '2027-01-01', reason: 'holiday', holidayTitle: 'New Year’s Day' },
  },
  { code: 'rollForward', params: { from: '2027-01-01', to: '2027-01-04', verified: false } },
  { code: 'safeDateKept', params: { date: '2027-01-01', laterDate: '2027-01-04' } },
  {
    code: 'citation',
    params: {
      text: 'FtT (IAC) Procedure Rules 2014, r.19(2)',
      url: 'https://www.legislation.gov.uk/uksi/2014/2604/article/19',
    },
  },
];

const appeal = testKeyDate({ id: 1, safeDueDate: dayFromToday(3), critical: true, steps: STEPS });
const bundle = testKeyDate({
  id: 2,
  ruleKey: null,
  ruleVersion: null,
  label: 'Send the appeal bundle',
  labels: null,
  safeDueDate: dayFromToday(-2),
  dueDate: dayFromToday(-2),
  assigneeName: null,
  assigneeId: null,
});
const pending = testKeyDate({
  id: 3,
  label: 'Asylum questionnaire',
  labels: null,
  safeDueDate: dayFromToday(20),
  pendingDueDate: dayFromToday(21),
});

describe('the key dates section of a case', () => {
  it('lists each date with its due date, countdown, urgency, assignee, status and its steps in English', async () => {
    server.use(answer(API.keyDatesForCase, { keyDates: [appeal, bundle, pending] }));
    const user = userEvent.setup();
    renderSection();

    const items = await screen.findAllByRole('listitem');
    const first = must(
      items.find((item) =>
        within(item).queryByRole('heading', { name: 'Appeal to the First-tier Tribunal' }),
      ),
      'the appeal',
    );
    expect(within(first).getByText(`Due ${formatDay(appeal.safeDueDate, 'en')}`)).toBeInTheDocument();
    expect(within(first).getByText('in 3 days')).toBeInTheDocument();
    expect(within(first).getByText('Critical')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('Assigned to Sam Solicitor')).toBeInTheDocument();

    const late = must(
      items.find((item) => within(item).queryByRole('heading', { name: 'Send the appeal bundle' })),
      'the bundle',
    );
    expect(within(late).getByText('2 days overdue')).toBeInTheDocument();
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    expect(within(late).getByText('No one assigned')).toBeInTheDocument();

    // The steps, behind their disclosure.
    await user.click(within(first).getByText('How was this worked out?'));
    const steps = within(first)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      `Decision sent: ${formatDay('2026-12-18', 'en')}. (The date on the letter: the day it was sent is not known.)`,
      `${formatDay('2026-12-18', 'en')} + 14 calendar days = ${formatDay('2027-01-01', 'en')}.`,
      `${formatDay('2027-01-01', 'en')} is a bank holiday (New Year’s Day).`,
      `The next working day is ${formatDay('2027-01-04', 'en')}, if the deadline moves there (not verified).`,
      `Safe date kept: ${formatDay('2027-01-01', 'en')} (not ${formatDay('2027-01-04', 'en')}).`,
      'Source: FtT (IAC) Procedure Rules 2014, r.19(2) (opens in a new tab)',
    ]);
    const source = within(first).getByRole('link', { name: /FtT \(IAC\) Procedure Rules 2014/ });
    expect(source).toHaveAttribute('href', 'https://www.legislation.gov.uk/uksi/2014/2604/article/19');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(within(first).getByText('Not verified.')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says the same in Arabic, right to left, with the rule’s Arabic label', async () => {
    await setLanguage('ar', { remember: false });
    server.use(answer(API.keyDatesForCase, { keyDates: [appeal] }));
    const user = userEvent.setup();
    renderSection();

    expect(
      await screen.findByRole('heading', { name: 'الاستئناف أمام المحكمة من الدرجة الأولى' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('بعد 3 أيام')).toBeInTheDocument();
    expect(screen.getByText(`الموعد: ${formatDay(appeal.safeDueDate, 'ar')}`)).toBeInTheDocument();
    await user.click(screen.getByText('كيف حُسب هذا؟'));
    expect(
      screen.getByText(
        `${formatDay('2026-12-18', 'ar')} + 14 يومًا تقويميًا = ${formatDay('2027-01-01', 'ar')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('غير مُتحقَّق منه.')).toBeInTheDocument();
    // The English citation reads left to right inside the Arabic.
    const source = screen.getByRole('link', { name: /FtT \(IAC\) Procedure Rules 2014/ });
    expect(source.querySelector('bdi[dir="ltr"]')).toHaveTextContent(
      'FtT (IAC) Procedure Rules 2014, r.19(2)',
    );
  });

  it('waives a date only with a reason', async () => {
    server.use(answer(API.keyDatesForCase, { keyDates: [appeal] }), answer(API.waiveKeyDate, null));
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Waive: Appeal to the First-tier Tribunal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waive “Appeal to the First-tier Tribunal”' });
    await user.click(within(dialog).getByRole('button', { name: 'Waive the date' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription('Give the reason.');
    expect(reason).toHaveFocus();
    expect(requestsMade(API.waiveKeyDate)).toEqual([]);

    await user.type(reason, 'The client withdrew the appeal');
    await user.click(within(dialog).getByRole('button', { name: 'Waive the date' }));
    await waitFor(() =>
      expect(sent(API.waiveKeyDate)[0]?.body).toEqual({ id: 1, reason: 'The client withdrew the appeal' }),
    );
  });

  it('accepts a later date a change of the holidays proposed', async () => {
    server.use(answer(API.keyDatesForCase, { keyDates: [pending] }), answer(API.acceptKeyDateChange, null));
    const user = userEvent.setup();
    renderSection();

    expect(
      await screen.findByText(
        new RegExp(`proposes a later date, ${formatDay(pending.pendingDueDate ?? '', 'en')}`),
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the later date: Asylum questionnaire' }));
    await waitFor(() => expect(sent(API.acceptKeyDateChange)[0]?.body).toEqual({ id: 3 }));
  });

  it('offers a newer version of its rule on a date counted by an older one, and counts it again by it when asked', async () => {
    const older = testKeyDate({ id: 8, ruleVersion: 1, newerRuleVersion: 2 });
    server.use(answer(API.keyDatesForCase, { keyDates: [older] }), answer(API.applyRuleVersion, { id: 9 }));
    const user = userEvent.setup();
    renderSection();

    expect(await screen.findByText(/A newer version of this rule is out \(version 2\)/)).toBeInTheDocument();
    expect(requestsMade(API.applyRuleVersion)).toEqual([]);
    await user.click(
      screen.getByRole('button', { name: 'Count it by version 2: Appeal to the First-tier Tribunal' }),
    );
    await waitFor(() => expect(sent(API.applyRuleVersion)[0]?.body).toEqual({ id: 8 }));
  });

  it('names the document given as proof of a date done', async () => {
    server.use(
      answer(API.keyDatesForCase, {
        keyDates: [testKeyDate({ id: 4, status: 'done', evidenceDocumentId: 78 })],
      }),
      answer(
        API.getCaseById,
        testDetail({
          documents: [
            {
              id: 78,
              documentDefinitionId: null,
              documentName: 'Notice of appeal, sealed',
              documentType: 'additional',
              fileName: 'sealed.pdf',
              filePath: 'case-document/00000000-0000-4000-8000-000000000078',
              contentType: 'application/pdf',
              fileSize: 2048,
              uploadedAt: '2026-12-21T09:00:00.000Z',
              uploadedByName: 'Lena Okafor',
            },
          ],
        }),
      ),
    );
    renderSection();
    expect(await screen.findByText('Proof: Notice of appeal, sealed')).toBeInTheDocument();
  });

  it('marks a date done and changes another with its reason', async () => {
    server.use(
      answer(API.keyDatesForCase, { keyDates: [appeal] }),
      answer(API.completeKeyDate, null),
      answer(API.changeKeyDateDue, null),
      answer(
        API.getCaseById,
        testDetail({
          documents: [
            {
              id: 77,
              documentDefinitionId: null,
              documentName: 'Tribunal acknowledgement',
              documentType: 'additional',
              fileName: 'ack.pdf',
              filePath: 'case-document/00000000-0000-4000-8000-000000000077',
              contentType: 'application/pdf',
              fileSize: 2048,
              uploadedAt: '2026-12-21T09:00:00.000Z',
              uploadedByName: 'Lena Okafor',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Done: Appeal to the First-tier Tribunal' }));
    const done = await screen.findByRole('dialog', { name: 'Mark “Appeal to the First-tier Tribunal” done' });
    const proof = within(done).getByRole('combobox', { name: 'Proof it was done (optional)' });
    await waitFor(() => expect(proof).toBeEnabled());
    await user.selectOptions(proof, 'Tribunal acknowledgement (ack.pdf)');
    expect(requestsMade(API.completeKeyDate)).toEqual([]);
    await user.click(within(done).getByRole('button', { name: 'Mark done' }));
    await waitFor(() =>
      expect(sent(API.completeKeyDate)[0]?.body).toEqual({ id: 1, evidenceDocumentId: 77 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Change date: Appeal to the First-tier Tribunal' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the date of “Appeal to the First-tier Tribunal”',
    });
    const date = within(dialog).getByLabelText(/^New due date/);
    await user.clear(date);
    await user.type(date, '2027-02-01');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Direction varied');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Tribunal direction of 5 January');
    await user.click(within(dialog).getByRole('button', { name: 'Change the date' }));
    await waitFor(() =>
      expect(sent(API.changeKeyDateDue)[0]?.body).toEqual({
        id: 1,
        dueDate: '2027-02-01',
        reason: 'direction_varied',
        note: 'Tribunal direction of 5 January',
      }),
    );
  });
});
