import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuditLogPage } from '../features/audit/routes/audit-log-page';
import { CreateUserPage } from '../features/users/routes/create-user-page';
import { UserListPage } from '../features/users/routes/user-list-page';
import { TOKEN_KEY } from '../lib/session';
import { validToken } from '../test/tokens';

const calls = vi.fn();
vi.mock('../lib/api-client', () => ({
  call: (endpoint: { name: string }, ...rest: unknown[]) => calls(endpoint.name, ...rest),
}));

afterEach(() => {
  localStorage.clear();
  calls.mockReset();
});

const wrap = (page: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{page}</MemoryRouter>
  </QueryClientProvider>
);

describe('administrators’ screens reached by someone else', () => {
  it.each([
    ['View Users', <UserListPage key="list" />, 'Only administrators can manage users.'],
    ['Create New User', <CreateUserPage key="create" />, 'Only administrators can manage users.'],
    ['Audit Log', <AuditLogPage key="audit" />, 'Only administrators can read the audit log.'],
  ])('%s says why there is nothing, shows no form and asks the server nothing', (_name, page, message) => {
    localStorage.setItem(
      TOKEN_KEY,
      validToken({ FullName: 'Sam Solicitor', Role: 'Solicitor', IsAdmin: 'False' }),
    );
    render(wrap(page));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });
});
