import { API, type SearchResult } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { answer, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { SearchBox } from './search-box';

const found: SearchResult = {
  cases: [{ id: 7, caseTypeName: 'Asylum claim', clientName: 'Amal Yousef', status: 'Open' }],
  caseTypes: [],
  users: [],
  documents: [
    {
      caseId: 7,
      documentId: 40,
      itemId: 12,
      documentName: 'Home Office letter',
      fileName: 'letter.pdf',
      clientName: 'Amal Yousef',
      page: 2,
      snippet: [
        { text: 'Section 95 support: the ', match: false },
        { text: 'accommodation', match: true },
        { text: ' at 12 Rose Street <img src=x onerror="alert(1)"> is ', match: false },
        { text: '<b>confirmed</b>', match: true },
      ],
    },
  ],
};

function Address() {
  const { pathname, hash } = useLocation();
  return <output aria-label="address">{`${pathname}${hash}`}</output>;
}

function renderBox() {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SearchBox />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  server.use(answer(API.search, found));
});

describe('the top bar’s search of documents', () => {
  it('lists the documents found with their case and the matched words marked, as text', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'accommodation');
    const group = await screen.findByRole('group', { name: 'Documents' });
    await waitFor(() => expect(sent(API.search).at(-1)?.query).toEqual({ q: 'accommodation' }));
    const option = within(group).getByRole('option', { name: /Home Office letter/ });
    expect(option).toHaveTextContent('Amal Yousef · case #7 · page 2');
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'accommodation',
      '<b>confirmed</b>',
    ]);
    // What a document holds is shown as it is written, never made into elements.
    expect(option).toHaveTextContent('at 12 Rose Street <img src=x onerror="alert(1)"> is');
    expect(option.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('listbox', { name: 'Search results' })).toBeVisible();
    expect(screen.getByText('2 results')).toBeInTheDocument();
  });

  it('opens the document’s item on its case page from the keyboard', async () => {
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'accommodation');
    await screen.findByRole('group', { name: 'Documents' });
    // The case comes first, the document second.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const option = screen.getByRole('option', { name: /Home Office letter/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/case/7#item-12');
  });
});
