import { API, type CaseType } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { must } from '@/test/must';
import { answer, hang, requestsMade, sent, server } from '@/test/network';
import { useScreenWidth } from '@/test/screen-width';
import { validToken } from '@/test/tokens';
import type { CalendarEntry } from '../api/calendar';
import { CalendarPage } from './calendar-page';

const ME = '0b6c6a52-6c1e-4d7a-9c61-2f2f6b7b0a01';
const COLLEAGUE = '5d1f0e0c-2b55-4b0e-8f7e-3d7b1c9e4a02';

const caseType = (id: number, caseTypeName: string): CaseType => ({
  id,
  caseTypeName,
  requiresEligibilityDocuments: false,
  requiresSupportTypeDocuments: false,
  allowedSupportTypes: [],
  requiredDocuments: [],
  eligibilityDocuments: [],
  isArchived: false,
  reminderDays: [],
});

const appeal: CalendarEntry = {
  type: 'keyDate',
  id: 1,
  caseId: 41,
  caseTypeName: 'Asylum appeal',
  kind: 'key_date',
  title: 'Appeal to the First-tier Tribunal',
  date: '2027-01-12',
  startsAt: null,
  endsAt: null,
  location: null,
  interpreterLanguage: null,
  interpreterBooked: null,
  status: 'open',
  critical: true,
  assigneeName: 'Grace Okafor',
};

const interview: CalendarEntry = {
  type: 'event',
  id: 7,
  caseId: 42,
  caseTypeName: 'Fresh claim',
  kind: 'ho_interview',
  title: null,
  date: '2027-01-14',
  startsAt: '2027-01-14T10:00:00.000Z',
  endsAt: '2027-01-14T12:00:00.000Z',
  location: 'Lunar House, Croydon',
  interpreterLanguage: 'ti',
  interpreterBooked: false,
  status: null,
  critical: false,
  assigneeName: null,
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(address = '/calendar?date=2027-01-12', role: 'Solicitor' | 'Admin' = 'Solicitor') {
  localStorage.setItem(
    TOKEN_KEY,
    validToken({ UserId: ME, Role: role, IsAdmin: role === 'Admin' ? 'True' : 'False' }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/calendar" element={<CalendarPage />} />
          <Route path="/case/:id" element={<p>A case</p>} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const lastQuery = () => must(sent(API.calendar).at(-1), 'a calendar request').query;

beforeEach(() => {
  server.use(
    answer(API.calendar, { items: [appeal, interview] }),
    answer(API.getCaseTypes, [caseType(3, 'Asylum appeal'), caseType(4, 'Fresh claim')]),
    answer(API.getSolicitors, [
      { id: COLLEAGUE, name: 'grace', fullName: 'Grace Okafor', email: 'grace@example.org' },
    ]),
  );
});

describe('the calendar', () => {
  it('shows a month as a table on a wide screen, asking for its whole weeks and my own dates', async () => {
    useScreenWidth(1280);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'January 2027' });
    // A month asks for a few entries a day and each day's count: a firm's month can hold 40,000.
    expect(lastQuery()).toEqual({ from: '2026-12-28', to: '2027-01-31', assigneeId: ME, perDay: '3' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const appealLink = within(table).getByRole('link', { name: /Appeal to the First-tier Tribunal/ });
    expect(appealLink).toHaveAttribute('href', '/case/41');
    expect(appealLink).toHaveTextContent('All day');
    expect(appealLink).toHaveTextContent('(Critical)');
    const interviewLink = within(table).getByRole('link', { name: /Home Office interview/ });
    expect(interviewLink).toHaveAttribute('href', '/case/42');
    expect(interviewLink).toHaveTextContent('10:00');
    // The client's name is never part of an entry; a solicitor sees no list of people to choose.
    expect(requestsMade(API.getSolicitors)).toEqual([]);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says up to which day a month too full for one answer is shown, and how to see the rest', async () => {
    useScreenWidth(1280);
    server.use(answer(API.calendar, { items: [appeal], through: '2027-01-08' }));
    renderPage();
    expect(
      await screen.findByText(/^More than can be shown at once: the calendar shows every date up to/),
    ).toHaveAttribute('role', 'status');
  });

  it('says how many more a full day holds, a link to that day’s agenda with the filters kept', async () => {
    useScreenWidth(1280);
    server.use(
      answer(API.calendar, {
        items: [appeal, interview],
        through: null,
        days: [
          { date: '2027-01-12', total: 12, more: false },
          { date: '2027-01-14', total: 100, more: true },
        ],
      }),
    );
    const user = renderPage('/calendar?date=2027-01-12&kind=key_date');
    const table = await screen.findByRole('table', { name: 'January 2027' });
    const more = within(table).getByRole('link', { name: '+11 more (Tuesday, 12 January 2027)' });
    expect(within(table).getByRole('link', { name: '99+ more (Thursday, 14 January 2027)' })).toBeVisible();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    // While the day's agenda loads, the month's few a day are not shown as if they were all of it.
    server.use(hang(API.calendar));
    await user.click(more);
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent(
        '/calendar?date=2027-01-12&kind=key_date&view=agenda',
      ),
    );
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Appeal to the First-tier Tribunal/ })).not.toBeInTheDocument();
    // The agenda lists the day whole: no summary is asked for.
    await waitFor(() =>
      expect(lastQuery()).toEqual({ from: '2027-01-12', to: '2027-02-08', kind: 'key_date', assigneeId: ME }),
    );
  });

  it('says the same under a day of the month on a phone', async () => {
    useScreenWidth(360);
    server.use(
      answer(API.calendar, {
        items: [appeal],
        through: null,
        days: [{ date: '2027-01-12', total: 4, more: false }],
      }),
    );
    renderPage();
    const day = (await screen.findByRole('heading', { level: 3, name: 'Tuesday, 12 January 2027' })).closest(
      'li',
    );
    expect(within(must(day, 'the day')).getByRole('link', { name: /^\+3 more/ })).toHaveAttribute(
      'href',
      '/calendar?date=2027-01-12&view=agenda',
    );
  });

  it('reads a month as its days on a phone: no table, nothing sideways', async () => {
    useScreenWidth(360);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Tuesday, 12 January 2027' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Thursday, 14 January 2027' })).toBeInTheDocument();
    // Days with nothing are left out of the month's list.
    expect(screen.queryByRole('heading', { name: 'Wednesday, 13 January 2027' })).not.toBeInTheDocument();
    const entry = screen.getByRole('link', { name: /Case #42 · Fresh claim/ }).closest('li');
    expect(entry).toHaveTextContent('10:00–12:00');
    expect(entry).toHaveTextContent('Where: Lunar House, Croydon');
    expect(entry).toHaveTextContent('Interpreter needed, not yet booked: Tigrinya');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('moves by week and agenda, and back to today, asking for the range each shows', async () => {
    const user = renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Tuesday, 12 January 2027' });

    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2027-01-11', to: '2027-01-17' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    // A week shows every day, an empty one said so.
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Monday, 11 January 2027' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Nothing').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2027-01-18', to: '2027-01-24' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('view=week');

    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2027-01-19', to: '2027-02-15' }));
    await user.click(screen.getByRole('button', { name: 'Previous 4 weeks' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: '2026-12-22', to: '2027-01-18' }));

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.getByLabelText('address')).not.toHaveTextContent('date='));
  });

  it('filters by kind, case type and person, and keeps the filters in the address', async () => {
    const user = renderPage('/calendar?date=2027-01-12', 'Admin');
    await screen.findByRole('heading', { level: 3, name: 'Tuesday, 12 January 2027' });
    // An administrator sees everyone's by default, and may choose a solicitor.
    expect(lastQuery()).toEqual({ from: '2026-12-28', to: '2027-01-31', perDay: '3' });

    await user.selectOptions(screen.getByLabelText('Kind'), 'ho_interview');
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'ho_interview' }));
    await user.selectOptions(screen.getByLabelText('Case type'), 'Fresh claim');
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'ho_interview', caseTypeId: '4' }));
    await user.selectOptions(
      await screen.findByRole('option', { name: 'Grace Okafor' }).then(() => screen.getByLabelText('Whose')),
      'Grace Okafor',
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        from: '2026-12-28',
        to: '2027-01-31',
        kind: 'ho_interview',
        caseTypeId: '4',
        assigneeId: COLLEAGUE,
        perDay: '3',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Whose'), 'Mine');
    await waitFor(() => expect(lastQuery()).toMatchObject({ assigneeId: ME }));
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '/calendar?date=2027-01-12&kind=ho_interview&caseType=4&person=me',
    );
  });

  it('shows the feed’s address once, with a warning and a copy button, and stops it', async () => {
    const user = renderPage();
    server.use(
      answer(API.createCalendarFeed, { url: 'https://docket.example.org/cal/abc123.ics' }),
      answer(API.revokeCalendarFeed, null),
    );
    const feed = await screen.findByRole('region', { name: 'Subscribe from Outlook, Google or a phone' });
    expect(within(feed).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(within(feed).getByRole('button', { name: 'Create my feed address' }));
    const address = await within(feed).findByRole('textbox', { name: "Your feed's address" });
    expect(address).toHaveValue('https://docket.example.org/cal/abc123.ics');
    expect(address).toHaveAttribute('readonly');
    expect(within(feed).getByRole('alert')).toHaveTextContent('This address is shown only once');
    expect(sent(API.createCalendarFeed)).toHaveLength(1);

    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(feed).getByRole('button', { name: 'Copy the address' }));
    expect(write).toHaveBeenCalledWith('https://docket.example.org/cal/abc123.ics');
    expect(within(feed).getByRole('status')).toHaveTextContent('The address was copied.');

    await user.click(within(feed).getByRole('button', { name: 'Stop the feed' }));
    await waitFor(() => expect(sent(API.revokeCalendarFeed)).toHaveLength(1));
    expect(within(feed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(feed).getByRole('status')).toHaveTextContent(
      'The feed is stopped: its address no longer works.',
    );
  });

  it('tells a client it is not for her, and asks the server nothing', () => {
    localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client', IsAdmin: 'False' }));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/calendar']}>
          <CalendarPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("Only the firm's staff see the calendar.");
    expect(requestsMade()).toEqual([]);
  });
});
