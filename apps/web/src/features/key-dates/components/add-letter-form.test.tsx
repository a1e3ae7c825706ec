import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { testDetail } from '@/test/case-detail';
import { answer, fail, sent, server } from '@/test/network';
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

const inUk = testRule();
const outside = testRule({
  key: 'ftt.appeal.outside_uk',
  label: labels('Appeal from outside the UK', 'الاستئناف من خارج المملكة المتحدة'),
  amount: 28,
  appliesWhen: { location: 'outside_uk' },
});
const questionnaire = testRule({
  key: 'ho.asylum_questionnaire',
  label: labels('Asylum questionnaire', 'استبيان اللجوء'),
  amount: 20,
  unit: 'working_days',
  trigger: 'questionnaire_issued',
  appliesWhen: { location: 'in_uk' },
  verifiedBy: null,
  verifiedAt: null,
});
const letter = {
  id: 31,
  documentDefinitionId: null,
  documentName: 'Refusal letter',
  documentType: 'additional' as const,
  fileName: 'refusal.pdf',
  filePath: 'case-document/00000000-0000-4000-8000-000000000031',
  contentType: 'application/pdf',
  fileSize: 4096,
  uploadedAt: '2026-12-21T09:00:00.000Z',
  uploadedByName: 'Lena Okafor',
};
const proposals = [
  { date: '2026-12-18', before: 'Date: ', match: '18 December 2026', after: '', page: 1, labelled: true },
  {
    date: '2025-04-03',
    before: 'claim made on ',
    match: '3/4/2025',
    after: ' has been',
    page: 1,
    labelled: false,
  },
];
const preview = {
  ruleKey: 'ftt.appeal.in_uk',
  dueDate: '2027-01-01',
  safeDueDate: '2027-01-01',
  verified: true,
  steps: [
    {
      code: 'trigger' as const,
      params: {
        event: 'decision_sent' as const,
        date: '2026-12-18',
        basis: 'date_on_letter_assumed_sent' as const,
      },
    },
  ],
};

function useNetwork(
  facts: null | {
    location: 'in_uk' | 'outside_uk';
    detained: boolean;
    acceleratedDetained: boolean;
    nassAccommodation: boolean;
  } = null,
) {
  server.use(
    answer(API.keyDatesForCase, { keyDates: [] }),
    answer(API.eventsForCase, { events: [] }),
    answer(API.keyDateRules, { rules: [inUk, outside, questionnaire] }),
    answer(API.getCaseById, testDetail({ documents: [letter] })),
    answer(API.letterDates, {
      documentId: 31,
      documentName: 'Refusal letter',
      reading: false,
      proposals,
      facts,
    }),
    answer(API.previewLetter, { previews: [preview] }),
    answer(API.addFromLetter, { ids: [12] }),
  );
}

async function openLetterForm() {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
  const { container } = render(
    <QueryClientProvider client={createQueryClient()}>
      <KeyDatesSection caseId={5} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add a letter' }));
  const form = await screen.findByRole('region', { name: 'Add a letter that starts a clock' });
  const document = within(form).getByRole('combobox', { name: /^The letter/ });
  await waitFor(() => expect(document).toBeEnabled());
  await user.selectOptions(document, 'Refusal letter (refusal.pdf)');
  return { user, form, container };
}

describe('adding a letter that starts a clock', () => {
  it('shows the dates printed in the letter with the date highlighted where it was found, for staff to confirm', async () => {
    useNetwork();
    const { form, container } = await openLetterForm();
    const printed = await within(form).findByRole('radio', { name: /18 December 2026/ });
    expect(printed).not.toBeChecked();
    const marked = [...form.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marked).toEqual(['18 December 2026', '3/4/2025']);
    expect(within(form).getByText(/printed as the letter’s date/)).toBeInTheDocument();
    expect(sent(API.letterDates)[0]?.query).toEqual({ caseId: '5', documentId: '31' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('offers only the rules that fit the case’s facts, and the facts recorded with its last letter', async () => {
    useNetwork({
      location: 'outside_uk',
      detained: false,
      acceleratedDetained: false,
      nassAccommodation: false,
    });
    const { user, form } = await openLetterForm();
    await waitFor(() =>
      expect(within(form).getByRole('radio', { name: 'The client is outside the UK' })).toBeChecked(),
    );
    expect(within(form).getByRole('checkbox', { name: 'Appeal from outside the UK' })).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Appeal to the First-tier Tribunal' })).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'The client is in the UK' }));
    expect(
      within(form).getByRole('checkbox', { name: 'Appeal to the First-tier Tribunal' }),
    ).toBeInTheDocument();
    expect(
      within(form).getByRole('checkbox', { name: 'Asylum questionnaire (not verified)' }),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Appeal from outside the UK' })).toBeNull();
  });

  it('previews the chosen rules from the confirmed date, then makes them in one step', async () => {
    useNetwork();
    const { user, form } = await openLetterForm();
    const create = within(form).getByRole('button', { name: 'Create the key dates' });
    expect(create).toBeDisabled();
    await user.click(await within(form).findByRole('radio', { name: /18 December 2026/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Appeal to the First-tier Tribunal' }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const expected = {
      caseId: 5,
      documentId: 31,
      letter: { dateOnLetter: '2026-12-18', dateSent: null, dateReceived: null, noticeDate: null },
      facts: { location: 'in_uk', detained: false, acceleratedDetained: false, nassAccommodation: false },
      ruleKeys: ['ftt.appeal.in_uk'],
    };
    await waitFor(() => expect(sent(API.previewLetter)[0]?.body).toEqual(expected));
    expect(
      await within(form).findByText(/\(The date on the letter: the day it was sent is not known\.\)/),
    ).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Supervisor' }), 'Sam Senior');
    await user.click(create);
    await waitFor(() =>
      expect(sent(API.addFromLetter)[0]?.body).toEqual({
        ...expected,
        critical: true,
        clientVisible: false,
        supervisorId: '5b0c4a4e-9a43-4c3e-8f39-0d3c6f7a1e03',
      }),
    );
  });

  it('asks for the letter, its date and a rule before previewing, sending nothing', async () => {
    useNetwork();
    localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <KeyDatesSection caseId={5} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a letter' }));
    const form = await screen.findByRole('region', { name: 'Add a letter that starts a clock' });
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByText('Choose the letter.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one rule.')).toBeInTheDocument();
    expect(sent(API.previewLetter)).toEqual([]);
  });

  it('will not make a date from a rule not yet verified, and says why', async () => {
    useNetwork();
    server.use(fail(API.addFromLetter, 'RULE_NOT_VERIFIED'));
    const { user, form } = await openLetterForm();
    await user.click(await within(form).findByRole('radio', { name: /18 December 2026/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Asylum questionnaire (not verified)' }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Create the key dates' })).toBeEnabled(),
    );
    await user.click(within(form).getByRole('button', { name: 'Create the key dates' }));
    expect(await within(form).findByText(/an administrator must verify it/)).toBeInTheDocument();
    expect(sent(API.addFromLetter)).toEqual([]);
  });
});
