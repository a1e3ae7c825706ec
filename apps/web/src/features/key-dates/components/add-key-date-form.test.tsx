import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { answer, fail, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { labels, testRule } from '../test/key-date-fixtures';
import { KeyDatesSection } from './key-dates-section';

const PEOPLE = {
  assignees: [
    { id: '5b0c4a4e-9a43-4c3e-8f39-0d3c6f7a1e01', name: 'Lena Okafor' },
    { id: '5b0c4a4e-9a43-4c3e-8f39-0d3c6f7a1e02', name: 'Ada Admin' },
  ],
  supervisors: [
    { id: '5b0c4a4e-9a43-4c3e-8f39-0d3c6f7a1e02', name: 'Ada Admin' },
    { id: '5b0c4a4e-9a43-4c3e-8f39-0d3c6f7a1e03', name: 'Sam Senior' },
  ],
};
beforeEach(() => server.use(answer(API.keyDatePeople, PEOPLE)));

const verified = testRule();
const unverified = testRule({
  key: 'ut.onward_permission.in_uk',
  label: labels('Onward permission to appeal', 'الإذن بالاستئناف اللاحق'),
  amount: 12,
  unit: 'working_days',
  trigger: 'refusal_sent',
  verifiedBy: null,
  verifiedAt: null,
});

const preview = {
  dueDate: '2027-01-04',
  safeDueDate: '2027-01-01',
  verified: true,
  steps: [
    {
      code: 'trigger' as const,
      params: { event: 'decision_sent' as const, date: '2026-12-18', basis: 'date_sent' as const },
    },
    {
      code: 'add' as const,
      params: {
        from: '2026-12-18',
        amount: 14,
        unit: 'calendar_days' as const,
        result: '2027-01-01',
        holidaysSkipped: [],
      },
    },
  ],
};

async function openForm() {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
  server.use(answer(API.eventsForCase, { events: [] }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <KeyDatesSection caseId={5} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add a key date' }));
  return { user, form: await screen.findByRole('form', { name: 'Add a key date' }) };
}

describe('adding a key date to a case', () => {
  it('previews a verified rule’s date, then adds it with what was asked', async () => {
    server.use(
      answer(API.keyDatesForCase, { keyDates: [] }),
      answer(API.keyDateRules, { rules: [verified, unverified] }),
      answer(API.previewKeyDate, preview),
      answer(API.addKeyDate, { id: 9 }),
    );
    const { user, form } = await openForm();
    const rule = within(form).getByRole('combobox', { name: /^Rule/ });
    await waitFor(() => expect(rule).toBeEnabled());
    expect(
      within(rule).getByRole('option', { name: 'Onward permission to appeal (not verified)' }),
    ).toBeInTheDocument();
    await user.selectOptions(rule, 'Appeal to the First-tier Tribunal');
    await user.type(within(form).getByLabelText(/^Trigger date/), '2026-12-18');
    await user.click(within(form).getByRole('checkbox', { name: 'Visible to the client' }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(sent(API.previewKeyDate)[0]?.body).toEqual({
        ruleKey: 'ftt.appeal.in_uk',
        triggerDate: '2026-12-18',
        caseId: 5,
      }),
    );
    const shown = await within(form).findByRole('region', { name: 'Preview of the date' });
    expect(
      within(shown).getByText(`Due date (the safe one): ${formatDay('2027-01-01', 'en')}`),
    ).toBeInTheDocument();
    expect(
      within(shown).getByText(
        `If the deadline moves off a non-working day: ${formatDay('2027-01-04', 'en')}`,
      ),
    ).toBeInTheDocument();
    expect(within(shown).getByText(`Decision sent: ${formatDay('2026-12-18', 'en')}.`)).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Add the key date' }));
    await waitFor(() =>
      expect(sent(API.addKeyDate)[0]?.body).toEqual({
        caseId: 5,
        ruleKey: 'ftt.appeal.in_uk',
        triggerDate: '2026-12-18',
        critical: false,
        clientVisible: true,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Add a key date' })).toBeInTheDocument();
  });

  it('previews an unverified rule but never saves a date from it', async () => {
    server.use(
      answer(API.keyDatesForCase, { keyDates: [] }),
      answer(API.keyDateRules, { rules: [verified, unverified] }),
      answer(API.previewKeyDate, { ...preview, verified: false }),
    );
    const { user, form } = await openForm();
    const rule = within(form).getByRole('combobox', { name: /^Rule/ });
    await waitFor(() => expect(rule).toBeEnabled());
    await user.selectOptions(rule, 'Onward permission to appeal (not verified)');
    expect(
      within(form).getAllByText(/No solicitor of the firm has verified this rule yet/).length,
    ).toBeGreaterThan(0);
    const trigger = within(form).getByLabelText(/^Trigger date/);
    await user.type(trigger, '2026-12-18');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await within(form).findByRole('region', { name: 'Preview of the date' });

    // Add is refused at the rule, and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Add the key date' }));
    await waitFor(() => expect(rule).toHaveFocus());
    expect(rule).toHaveAccessibleDescription(/No solicitor of the firm has verified this rule yet/);
    expect(requestsMade(API.addKeyDate)).toEqual([]);
  });

  it('adds a date by hand, and says a refusal in the reader’s words', async () => {
    server.use(
      answer(API.keyDatesForCase, { keyDates: [] }),
      answer(API.keyDateRules, { rules: [verified] }),
      fail(API.addKeyDate, 'ASSIGNEE_NOT_STAFF'),
    );
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'Entered by hand' }));
    await user.click(within(form).getByRole('button', { name: 'Add the key date' }));
    expect(within(form).getByRole('textbox', { name: /^What the date is for/ })).toHaveAccessibleDescription(
      'Say what the date is for.',
    );
    expect(requestsMade(API.addKeyDate)).toEqual([]);

    await user.type(
      within(form).getByRole('textbox', { name: /^What the date is for/ }),
      'Witness statement to counsel',
    );
    await user.type(within(form).getByLabelText(/^Due date/), '2027-01-20');
    await user.click(within(form).getByRole('checkbox', { name: 'Critical' }));
    await user.click(within(form).getByRole('button', { name: 'Add the key date' }));
    await waitFor(() =>
      expect(sent(API.addKeyDate)[0]?.body).toEqual({
        caseId: 5,
        label: 'Witness statement to counsel',
        dueDate: '2027-01-20',
        critical: true,
        clientVisible: false,
      }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /given to an administrator, or to the solicitor assigned to the case/,
    );
  });
});
