import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { answer, fail, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import type { Holiday, HolidayChange, Rule } from '../api/key-dates';
import { KeyDateRulesPage } from './key-date-rules-page';

const label = (text: string) =>
  Object.fromEntries(
    ['en', 'es', 'de', 'it', 'ru', 'ar', 'fa', 'ckb', 'ps', 'ti', 'ur', 'vi', 'sq'].map((code) => [
      code,
      code === 'en' ? text : `${text} (${code})`,
    ]),
  ) as Rule['label'];

const UNVERIFIED: Rule = {
  key: 'ut.onward_permission.in_uk',
  version: 1,
  label: label('Onward permission to appeal (in the UK)'),
  trigger: 'refusal_sent',
  amount: 12,
  unit: 'working_days',
  obligationOf: 'firm',
  appliesWhen: { location: 'in_uk' },
  informational: false,
  nonWorkingEnd: 'roll_forward',
  cutOffLocalTime: '17:00',
  citation: { text: 'CPR 52.8', url: 'https://www.justice.gov.uk/courts/procedure-rules/civil/rules/part52' },
  note: null,
  verifiedBy: null,
  verifiedAt: null,
};

const VERIFIED: Rule = {
  ...UNVERIFIED,
  key: 'ho.evidence_notice',
  label: label('Evidence asked for in a notice'),
  trigger: 'notice_date',
  amount: null,
  unit: 'date_in_notice',
  obligationOf: 'client',
  cutOffLocalTime: null,
  citation: { text: 'Immigration Rules, para 339NA', url: 'https://www.gov.uk/guidance/immigration-rules' },
  note: 'Read as printed.',
  verifiedBy: 'Ada Admin',
  verifiedAt: '2026-12-01T10:00:00.000Z',
};

const HOLIDAYS: Holiday[] = [
  { date: '2026-12-25', title: 'Christmas Day', source: 'shipped' },
  { date: '2027-01-01', title: 'New Year’s Day', source: 'govuk-feed' },
  { date: '2026-12-28', title: 'Boxing Day', source: 'shipped' },
];

const CHANGE: HolidayChange = { added: 1, removed: 0, movedEarlier: 0, awaitingAcceptance: 2 };

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <KeyDateRulesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ruleCard = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, validToken());
  server.use(answer(API.holidays, { holidays: HOLIDAYS }));
});

describe('the rules', () => {
  it('says plainly which are not verified, and verifies one once the administrator confirms a solicitor checked it', async () => {
    let verified = false;
    server.use(
      answer(API.keyDateRules, () => ({
        rules: [
          verified
            ? { ...UNVERIFIED, verifiedBy: 'Amara Okafor', verifiedAt: '2026-12-07T10:00:00.000Z' }
            : UNVERIFIED,
          VERIFIED,
        ],
      })),
      answer(API.verifyRule, () => {
        verified = true;
        return null;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Key date rules and holidays' }),
    ).toBeInTheDocument();

    const open = await waitFor(() => ruleCard('Onward permission to appeal (in the UK)'));
    expect(within(open).getByText('Not verified', { selector: '.badge' })).toBeInTheDocument();
    expect(open).toHaveTextContent('12 working days · by 17:00 London time');
    expect(open).toHaveTextContent('The day the refusal was sent');
    expect(open).toHaveTextContent('Moves to the next working day');
    const source = within(open).getByRole('link', { name: /CPR 52\.8/ });
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const done = ruleCard('Evidence asked for in a notice');
    expect(done).toHaveTextContent('The date printed in the notice');
    expect(done).toHaveTextContent('The client');
    expect(done).toHaveTextContent('Read as printed.');
    expect(done).toHaveTextContent(/Verified by Ada Admin on 1 Dec 2026/);
    expect(within(done).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Verify “Onward permission to appeal (in the UK)”?',
    });
    expect(dialog).toHaveTextContent(
      'You confirm that a solicitor of the firm has checked this rule against its source',
    );
    expect(dialog).toHaveTextContent('CPR 52.8');
    expect(sent(API.verifyRule)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Verify the rule' }));

    await waitFor(() =>
      expect(sent(API.verifyRule).map((request) => request.body)).toEqual([
        { ruleKey: 'ut.onward_permission.in_uk' },
      ]),
    );
    await waitFor(() =>
      expect(ruleCard('Onward permission to appeal (in the UK)')).toHaveTextContent(
        /Verified by Amara Okafor on 7 Dec 2026/,
      ),
    );
    expect(
      within(ruleCard('Onward permission to appeal (in the UK)')).queryByText('Not verified'),
    ).not.toBeInTheDocument();
    expect(sent(API.keyDateRules).length).toBe(2);
  });
});

describe('the holidays', () => {
  beforeEach(() => {
    server.use(answer(API.keyDateRules, { rules: [VERIFIED] }));
  });

  it('lists them by year, with where each came from', async () => {
    renderPage();
    const year = await screen.findByRole('list', { name: '2026' });
    const days = within(year).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      expect.stringMatching(/25 Dec 2026Christmas DayShipped with Docket/),
      expect.stringMatching(/28 Dec 2026Boxing DayShipped with Docket/),
    ]);
    expect(screen.getByRole('list', { name: '2027' })).toHaveTextContent('From gov.uk');
  });

  it('adds a day: posts its date and name, and shows what it changed', async () => {
    server.use(answer(API.addHoliday, CHANGE));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: '2026' });
    await user.type(screen.getByLabelText(/^Date/), '2027-01-11');
    await user.type(screen.getByLabelText(/^Name/), 'Day of mourning');
    await user.click(screen.getByRole('button', { name: 'Add the day' }));
    await waitFor(() =>
      expect(sent(API.addHoliday).map((request) => request.body)).toEqual([
        { date: '2027-01-11', title: 'Day of mourning' },
      ]),
    );
    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('Days added: 1');
    expect(summary).toHaveTextContent('Open dates whose later date awaits acceptance: 2');
    await waitFor(() => expect(sent(API.holidays)).toHaveLength(2));
  });

  it('says at the date when that day is already a holiday', async () => {
    server.use(fail(API.addHoliday, 'HOLIDAY_EXISTS'));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: '2026' });
    const date = screen.getByLabelText(/^Date/);
    await user.type(date, '2026-12-25');
    await user.type(screen.getByLabelText(/^Name/), 'Christmas again');
    await user.click(screen.getByRole('button', { name: 'Add the day' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription('That day is already a holiday.'));
    expect(date).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('removes a day only after a confirmation', async () => {
    server.use(answer(API.deleteHoliday, { added: 0, removed: 1, movedEarlier: 1, awaitingAcceptance: 0 }));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: '2026' });
    await user.click(screen.getByRole('button', { name: /^Remove 28 Dec 2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this holiday?' });
    expect(dialog).toHaveTextContent('28 Dec 2026, Boxing Day, will count as a working day.');
    expect(sent(API.deleteHoliday)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sent(API.deleteHoliday).map((request) => request.body)).toEqual([{ date: '2026-12-28' }]),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Open dates moved earlier: 1');
  });

  it('imports gov.uk’s file: reads it here, posts its JSON, and shows the counts', async () => {
    server.use(answer(API.importHolidays, { added: 3, removed: 0, movedEarlier: 1, awaitingAcceptance: 0 }));
    const file = {
      'england-and-wales': {
        division: 'england-and-wales',
        events: [{ title: 'New Year’s Day', date: '2028-01-03', notes: 'Substitute day', bunting: true }],
      },
      scotland: { division: 'scotland', events: [] },
    };
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: '2026' });
    await user.upload(
      screen.getByLabelText("gov.uk's bank-holidays.json"),
      new File([JSON.stringify(file)], 'bank-holidays.json', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(sent(API.importHolidays).map((request) => request.body)).toEqual([file]));
    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('Days added: 3');
    expect(summary).toHaveTextContent('Days removed: 0');
    expect(summary).toHaveTextContent('Open dates moved earlier: 1');
  });

  it('refuses a file that is not JSON at the field, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: '2026' });
    const input = screen.getByLabelText("gov.uk's bank-holidays.json");
    await user.upload(
      input,
      new File(['<html>not json</html>'], 'bank-holidays.html', { type: 'application/json' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(
      /This file is not JSON\. Choose the bank-holidays\.json file downloaded from gov\.uk\./,
    );
    expect(input).toHaveFocus();
    expect(requestsMade(API.importHolidays)).toEqual([]);
  });
});
