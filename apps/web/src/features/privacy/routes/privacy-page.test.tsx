import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { must } from '@/test/must';
import { answer, fail, requestsMade, sent, server } from '@/test/network';
import { useScreenWidth } from '@/test/screen-width';
import { validToken } from '@/test/tokens';
import type { PrivacyOverview } from '../api/privacy';
import { PrivacyPage } from './privacy-page';

const overview: PrivacyOverview = {
  days: 30,
  dueSoon: [
    {
      caseId: 42,
      caseTypeName: 'Asylum claim',
      clientName: 'Amal Haddad',
      status: 'Closed',
      closedAt: '2020-12-01T10:00:00.000Z',
      retentionMonths: 72,
      eraseAfter: '2026-12-01T10:00:00.000Z',
    },
  ],
  held: [
    {
      caseId: 7,
      caseTypeName: 'Family reunion',
      clientName: 'Dawit Tesfaye',
      status: 'Closed',
      reason: 'Judicial review pending',
      heldByName: 'Firm Administrator',
      heldAt: '2026-10-01T09:00:00.000Z',
    },
  ],
  recentErasures: [
    {
      id: 1,
      subjectType: 'case',
      subjectId: '3',
      rule: 'retention',
      details: { documents: 4, files: 5 },
      erasedAt: '2026-11-20T02:00:00.000Z',
      erasedByName: null,
    },
    {
      id: 2,
      subjectType: 'person',
      subjectId: '9b0e4c1e-58a4-4d3b-9a8e-3f0c2b1d7e61',
      rule: 'request',
      details: {},
      erasedAt: '2026-11-21T02:00:00.000Z',
      erasedByName: 'Firm Administrator',
    },
  ],
  schedule: [
    {
      name: 'retention',
      dueAt: '2026-11-30T02:00:00.000Z',
      lastFinishedAt: '2026-11-29T02:00:00.000Z',
      lastResult: { erased: 1 },
    },
    { name: 'file-deletions', dueAt: '2026-11-29T03:00:00.000Z', lastFinishedAt: null, lastResult: null },
  ],
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, validToken());
  server.use(answer(API.privacyOverview, overview));
});

describe('the privacy screen', () => {
  it('shows what falls due, the holds, the recent erasures and the housekeeping, asking for 30 days', async () => {
    renderPage();
    const due = await screen.findByRole('table', { name: 'Cases due for erasure, soonest first' });
    const row = within(due).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Amal Haddad');
    expect(within(must(row, 'the case due')).getByRole('link', { name: 'Case 42' })).toHaveAttribute(
      'href',
      '/case/42',
    );
    expect(screen.getByRole('heading', { name: 'Due for erasure within 30 days' })).toBeInTheDocument();

    const held = screen.getByRole('table', { name: 'Cases under legal hold, newest first' });
    expect(held).toHaveTextContent('Judicial review pending');
    expect(held).toHaveTextContent('Firm Administrator');

    const erasures = screen.getByRole('table', { name: 'Recent erasures, newest first' });
    const [, byRetention, onRequest] = within(erasures).getAllByRole('row');
    expect(byRetention).toHaveTextContent('Case 3');
    expect(byRetention).toHaveTextContent('Retention period ended');
    expect(byRetention).toHaveTextContent('Retention schedule');
    expect(byRetention).toHaveTextContent('Documents4');
    expect(onRequest).toHaveTextContent('A person, on request');
    expect(onRequest).toHaveTextContent('Firm Administrator');

    const schedule = screen.getByRole('table', { name: 'Housekeeping tasks' });
    expect(schedule).toHaveTextContent('Erase cases past their retention');
    expect(schedule).toHaveTextContent('Erased1');
    expect(schedule).toHaveTextContent('Not run yet');
    expect(sent(API.privacyOverview)[0]?.query).toEqual({ days: '30' });
  });

  it('is a stack of cards on a phone', async () => {
    useScreenWidth(360);
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Cases due for erasure, soonest first' });
    expect(within(cards).getByRole('button', { name: 'Place legal hold, Case 42' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when nothing is due, held or erased', async () => {
    server.use(answer(API.privacyOverview, { ...overview, dueSoon: [], held: [], recentErasures: [] }));
    renderPage();
    expect(await screen.findByText('No case is due for erasure in this period.')).toBeInTheDocument();
    expect(screen.getByText('No case is under a legal hold.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been erased yet.')).toBeInTheDocument();
  });
});

describe('placing and lifting a legal hold', () => {
  it('asks why, sends nothing without a reason, then places the hold and refreshes the screen', async () => {
    server.use(answer(API.placeLegalHold, null));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Place legal hold, Case 42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place a legal hold on #42 Asylum claim' });
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why, for the record.'));
    expect(requestsMade(API.placeLegalHold)).toEqual([]);

    await user.type(reason, 'Complaint to the SRA');
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    await waitFor(() => expect(sent(API.placeLegalHold)).toHaveLength(1));
    expect(sent(API.placeLegalHold)[0]?.body).toEqual({ caseId: 42, reason: 'Complaint to the SRA' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(sent(API.privacyOverview)).toHaveLength(2));
  });

  it('says in the dialog why the server refused, and keeps it open', async () => {
    server.use(fail(API.placeLegalHold, 'LEGAL_HOLD_ALREADY_PLACED'));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Place legal hold, Case 42' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Litigation');
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This case is already under a legal hold.',
    );
  });

  it('lifts a hold with its reason', async () => {
    server.use(answer(API.liftLegalHold, null));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Lift hold, Case 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the legal hold on #7 Family reunion' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Review closed');
    await user.click(within(dialog).getByRole('button', { name: 'Lift hold' }));
    await waitFor(() =>
      expect(sent(API.liftLegalHold)[0]?.body).toEqual({ caseId: 7, reason: 'Review closed' }),
    );
  });
});
