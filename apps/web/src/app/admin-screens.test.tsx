import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuditLogPage } from '@/features/audit/routes/audit-log-page';
import { BackgroundWorkPage } from '@/features/background-work/routes/background-work-page';
import { KeyDateRulesPage } from '@/features/deadlines/routes/key-date-rules-page';
import { PersonPrivacyPage } from '@/features/privacy/routes/person-privacy-page';
import { PrivacyPage } from '@/features/privacy/routes/privacy-page';
import { CreateUserPage } from '@/features/users/routes/create-user-page';
import { UserListPage } from '@/features/users/routes/user-list-page';
import { TOKEN_KEY } from '@/lib/session';
import { requestsMade } from '@/test/network';
import { validToken } from '@/test/tokens';

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
    ['Privacy', <PrivacyPage key="privacy" />, 'Only administrators can manage privacy and retention.'],
    [
      "A person's data",
      <PersonPrivacyPage key="person" />,
      'Only administrators can manage privacy and retention.',
    ],
    [
      'Background work',
      <BackgroundWorkPage key="background-work" />,
      'Only administrators can see the background work.',
    ],
    [
      'Key date rules and holidays',
      <KeyDateRulesPage key="key-date-rules" />,
      'Only administrators can verify the rules and change the holidays.',
    ],
  ])('%s says why there is nothing, shows no form and asks the server nothing', (_name, page, message) => {
    localStorage.setItem(
      TOKEN_KEY,
      validToken({ FullName: 'Sam Solicitor', Role: 'Solicitor', IsAdmin: 'False' }),
    );
    render(wrap(page));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // No handler is set: a request would also fail the test as unanswered.
    expect(requestsMade()).toEqual([]);
  });
});
