import type { UserListItem } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useScreenWidth } from '@/test/screen-width';
import { UserTable } from './user-table';

const lena: UserListItem = {
  id: '5b1c9a9e-7a55-4c0b-9a51-0b5f5f3f8a10',
  avatar: null,
  firstName: 'Lena',
  lastName: 'Okafor',
  fullName: 'Lena Okafor',
  email: 'lena@docket.test',
  contact: '07700900123',
  createdByName: 'Firm Administrator',
  createdDate: '2025-01-10T09:00:00Z',
  role: 'Solicitor',
  isLocked: true,
  isMFAEnabled: false,
  awaitingFirstSignIn: false,
  lastSignInAt: null,
};

function renderUsers() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <UserTable
          users={[lena]}
          firstRow={1}
          sort={{ column: 'createdDate', order: 'desc' }}
          onSort={() => {}}
          onAction={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the user list on a phone', () => {
  it('is a card per user: name, e-mail, role, status and the actions', () => {
    useScreenWidth(360);
    renderUsers();
    const card = within(screen.getByRole('list', { name: 'Users of the firm' })).getByRole('listitem');
    expect(card.firstElementChild).toHaveTextContent('LOLena Okafor');
    const fields = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    // The first and last names the full name repeats are left out.
    expect(fields).toEqual(['Email', 'Created By', 'Created Date', 'Role', 'Status']);
    expect(within(card).getByText('lena@docket.test')).toBeInTheDocument();
    expect(within(card).getByText('Solicitor')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: /May Lena Okafor sign in/ })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Edit Lena Okafor' })).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Export or erase the data of Lena Okafor' }),
    ).toHaveAttribute('href', `/privacy/person/${lena.id}`);
  });
});

describe('the user list on a laptop', () => {
  it('keeps Status and Action, leaving the names the full name repeats to screens from 1400 px', () => {
    useScreenWidth(1280);
    renderUsers();
    const headings = screen.getAllByRole('columnheader');
    const shownBelow1400 = headings
      .filter((th) => !th.classList.contains('d-none'))
      .map((th) => th.textContent);
    expect(shownBelow1400).toEqual([
      '#',
      'Picture',
      'Full Name',
      'Email',
      'Created Date',
      'Role',
      'Status',
      'Action',
    ]);
    for (const name of ['First Name', 'Last Name', 'Created By']) {
      expect(screen.getByRole('columnheader', { name })).toHaveClass('d-none', 'd-xxl-table-cell');
    }
  });
});
