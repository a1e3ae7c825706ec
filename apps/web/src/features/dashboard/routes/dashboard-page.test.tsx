import { API, type Dashboard } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { answer, hang, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { DashboardPage } from './dashboard-page';

type Range = Dashboard['chart']['range'];

function dashboard(range: Range): Dashboard {
  return {
    user: { fullName: 'Firm Administrator', role: 'Admin' },
    figures: {
      open: 3,
      pending: 1,
      closed: 2,
      awaitingDocuments: 1,
      unassigned: 1,
      awaitingMyReview: 4,
      waitingForClient: 5,
      overdue: 2,
    },
    chart: { range, points: [{ period: range === '1M' ? '2025-05-01' : '2025-05', opened: 3, closed: 1 }] },
    recentCases: [],
    popularCaseTypes: [{ caseTypeId: 4, caseTypeName: 'Asylum claim', cases: 3 }],
    latestNotes: [],
    myCases: [],
    caseloads: [{ solicitorId: 's1', solicitorName: 'Lena Okafor', open: 2 }],
  };
}

// The figures of the range asked for (the mock network has checked it is one of the contract's).
beforeEach(() => {
  server.use(answer(API.dashboard, ({ query }) => dashboard(query.range as Range)));
});

const rangesAsked = () => sent(API.dashboard).map((request) => request.query.range);

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DashboardPage', () => {
  it('greets the signed-in person from the session while the figures are still on their way', async () => {
    localStorage.setItem(TOKEN_KEY, validToken({ FullName: 'Amara Okafor', Role: 'Solicitor' }));
    server.use(hang(API.dashboard));
    renderPage();
    expect(screen.getByText('Welcome back, Amara Okafor')).toBeInTheDocument();
    expect(screen.getByText('Solicitor')).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Case figures' })).not.toBeInTheDocument();
  });

  it('greets by the name the answer gives once it comes', async () => {
    localStorage.setItem(TOKEN_KEY, validToken({ FullName: 'Old Name', Role: 'Admin' }));
    renderPage();
    expect(await screen.findByText('Welcome back, Firm Administrator')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back, Old Name')).not.toBeInTheDocument();
  });

  it('shows the figures, the welcome banner and the caseloads from one call', async () => {
    renderPage();
    expect(await screen.findByText('Welcome back, Firm Administrator')).toBeInTheDocument();
    const figures = screen.getByRole('list', { name: 'Case figures' });
    expect(within(figures).getByRole('link', { name: /3\s*Open cases/ })).toHaveAttribute(
      'href',
      '/cases?status=Open',
    );
    expect(screen.getByText('Lena Okafor')).toBeInTheDocument();
    expect(rangesAsked()).toEqual(['ALL']);
  });

  it('gives staff their work queues, each a link to the case list filtered by it', async () => {
    renderPage();
    const queues = await screen.findByRole('list', { name: 'Work queues' });
    expect(within(queues).getByRole('link', { name: /4\s*Awaiting my review/ })).toHaveAttribute(
      'href',
      '/cases?queue=awaitingMyReview',
    );
    expect(within(queues).getByRole('link', { name: /5\s*Waiting for the client/ })).toHaveAttribute(
      'href',
      '/cases?queue=waitingForClient',
    );
    expect(within(queues).getByRole('link', { name: /2\s*Overdue/ })).toHaveAttribute(
      'href',
      '/cases?queue=overdue',
    );
  });

  it("gives a client her cases and what each still needs, not the firm's figures", async () => {
    const base = {
      caseTypeId: 4,
      clientId: 'c1',
      clientName: 'Amal Haddad',
      supportType: 1,
      createdAt: '2026-11-02T10:00:00Z',
    };
    server.use(
      answer(API.dashboard, {
        ...dashboard('ALL'),
        user: { fullName: 'Amal Haddad', role: 'Client' },
        caseloads: [],
        myCases: [
          {
            ...base,
            id: 12,
            caseTypeName: 'Asylum claim',
            solicitorId: 's1',
            solicitorName: 'Lena Okafor',
            status: 'Open',
            stage: 'WaitingForClient',
            owed: [
              { itemId: 1, name: 'Passport', state: 'Rejected', dueDate: null, isOverdue: false },
              { itemId: 2, name: 'Bank statement', state: 'Missing', dueDate: '2026-11-20', isOverdue: true },
            ],
          },
          {
            ...base,
            id: 9,
            caseTypeName: 'Family reunion',
            solicitorId: null,
            solicitorName: null,
            status: 'Pending',
            stage: 'WithFirm',
            owed: [],
          },
        ],
      }),
    );
    renderPage();
    const asylum = await screen.findByRole('listitem', { name: 'Asylum claim · case #12' });
    expect(asylum).toHaveTextContent('Your solicitor: Lena Okafor');
    expect(asylum).toHaveTextContent('Still needed from you: 2 documents');
    expect(asylum).toHaveTextContent('Passport · sent back, please send it again');
    expect(asylum).toHaveTextContent('Bank statement · not sent yet · was due 20 Nov 2026');
    expect(within(asylum).getByRole('link', { name: 'Send the documents' })).toHaveAttribute(
      'href',
      '/case/12',
    );
    const reunion = screen.getByRole('listitem', { name: 'Family reunion · case #9' });
    expect(reunion).toHaveTextContent('The firm will choose a solicitor for you soon.');
    expect(reunion).toHaveTextContent(
      'Nothing is needed from you now: the firm is reviewing your documents.',
    );
    expect(screen.queryByRole('list', { name: 'Case figures' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Work queues' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Cases opened and closed' })).toBeNull();
  });

  it('offers a client with no open case to open one', async () => {
    server.use(
      answer(API.dashboard, {
        ...dashboard('ALL'),
        user: { fullName: 'Amal Haddad', role: 'Client' },
        caseloads: [],
      }),
    );
    renderPage();
    expect(await screen.findByText('You have no open cases.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open a new case' })[0]).toHaveAttribute(
      'href',
      '/create-case',
    );
  });

  it('asks again for the chosen range and marks the pressed button', async () => {
    renderPage();
    const oneMonth = await screen.findByRole('button', { name: /1M/ });
    expect(screen.getByRole('button', { name: /ALL/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(oneMonth);
    await waitFor(() => expect(rangesAsked()).toEqual(['ALL', '1M']));
    expect(oneMonth).toHaveAttribute('aria-pressed', 'true');
    // The chart's table of numbers follows the answer for the new range (days, not months).
    expect(await screen.findByRole('rowheader', { name: '1 May' })).toBeInTheDocument();
  });
});
