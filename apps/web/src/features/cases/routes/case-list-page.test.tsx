import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { testCase, testPage } from '@/test/fixtures';
import { answer, sent, server } from '@/test/network';
import { useScreenWidth } from '@/test/screen-width';
import { validToken } from '@/test/tokens';
import { CaseListPage } from './case-list-page';

const aCase = testCase();

beforeEach(() => {
  server.use(answer(API.searchCases, testPage([aCase])));
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderList(role: 'Admin' | 'Solicitor' | 'Client', path = '/cases') {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: role, IsAdmin: role === 'Admin' ? 'True' : 'False' }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <CaseListPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The query of the last SearchCases the list sent, as the address carries it (text). */
const lastQuery = () => sent(API.searchCases).at(-1)?.query;

describe('the case list’s work queues', () => {
  it('asks for the chosen queue and keeps it in the address', async () => {
    renderList('Solicitor');
    const queues = await screen.findByRole('group', { name: 'Work queues' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ pageNo: '1', pageSize: '50' }));
    expect(lastQuery()?.queue).toBeUndefined();
    await userEvent.click(within(queues).getByRole('button', { name: 'Awaiting my review' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ queue: 'awaitingMyReview' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?queue=awaitingMyReview');
    expect(within(queues).getByRole('button', { name: 'Awaiting my review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(queues).getByRole('button', { name: 'All cases' }));
    await waitFor(() => expect(lastQuery()?.queue).toBeUndefined());
  });

  it('opens on the queue a dashboard figure links to', async () => {
    renderList('Admin', '/cases?queue=overdue');
    await waitFor(() => expect(lastQuery()).toMatchObject({ queue: 'overdue' }));
    expect(await screen.findByRole('button', { name: 'Overdue' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows each case’s stage in words: the client’s for a client, the firm’s for staff', async () => {
    renderList('Solicitor');
    expect(await screen.findByText('Waiting for documents from the client')).toBeInTheDocument();
  });

  it('gives a client no queues, and her own words for the stage', async () => {
    renderList('Client');
    expect(await screen.findByText('Waiting for documents from you')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Work queues' })).toBeNull();
  });
});

describe('the case list on a phone', () => {
  it('shows each case as a card: its type, its stage, its status and Open', async () => {
    useScreenWidth(360);
    renderList('Solicitor');
    const cards = await screen.findByRole('list', { name: 'Cases' });
    const card = within(cards).getByRole('listitem');
    expect(within(card).getAllByRole('link', { name: aCase.caseTypeName })[0]).toHaveAttribute(
      'href',
      `/case/${aCase.id}`,
    );
    expect(within(card).getByText('Waiting for documents from the client')).toBeInTheDocument();
    expect(within(card).getByText('Open', { selector: '.badge, .badge *' })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: `Open case ${aCase.id}, ${aCase.caseTypeName}` }),
    ).toHaveAttribute('href', `/case/${aCase.id}`);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts from a box in place of the headings, and keeps the order in the address', async () => {
    useScreenWidth(360);
    renderList('Admin');
    await screen.findByRole('list', { name: 'Cases' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Client, ascending');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortColumn: 'clientName', sortOrder: 'asc' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('sort=clientName&order=asc');
  });
});
