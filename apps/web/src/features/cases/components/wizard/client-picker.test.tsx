import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateCaseWizard } from './create-case-wizard';
import { testCaseType } from './test-case-type';

// Calls are told apart by the endpoint's name: call(API.x, input) reaches send('x', input).
const send = vi.fn();
vi.mock('../../../../lib/api-client', () => ({
  call: (endpoint: { name: string }, ...rest: unknown[]) => send(endpoint.name, ...rest),
}));

const amal = { id: 'c-9', fullName: 'Amal Haddad', email: 'amal@example.com' };
let created = false;

beforeEach(() => {
  created = false;
  send.mockReset();
  send.mockImplementation((name: string, input?: { query?: { q?: string } }) => {
    switch (name) {
      case 'getCaseTypes':
        return Promise.resolve([testCaseType({ requiredDocuments: [] })]);
      case 'getCaseTypeById':
        return Promise.resolve(testCaseType({ requiredDocuments: [] }));
      case 'findClients':
        if (input?.query?.q === 'noor@example.com')
          return Promise.resolve(
            created ? [{ id: 'c-10', fullName: 'Noor Said', email: 'noor@example.com' }] : [],
          );
        return Promise.resolve([amal]);
      case 'saveUser':
        created = true;
        return Promise.resolve(null);
      case 'createCase':
        return Promise.resolve({ id: 77 });
      default:
        return Promise.reject(new Error(name));
    }
  });
});

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function renderWizard(canCreateClient: boolean) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/create-case']}>
        <CreateCaseWizard userId="staff-1" forClient={{ canCreateClient }} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('opening a case on a client’s behalf', () => {
  it('finds the client as the name is typed, in the background, and needs one before Next', async () => {
    renderWizard(false);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Asylum support' });
    await user.selectOptions(screen.getByLabelText(/Case Type/), 'Asylum support');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('searchbox', { name: /^Client/ })).toHaveAccessibleDescription(
      /Choose the client the case is for\./,
    );
    // A solicitor is told what she can find: her own clients, or another by whole e-mail address.
    expect(screen.getByRole('searchbox', { name: /^Client/ })).toHaveAccessibleDescription(
      /one of your clients, or another client's whole e-mail address/,
    );
    expect(screen.getByRole('heading', { name: 'Case Details', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New client' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: /^Client/ }), 'am');
    await user.click(await screen.findByRole('button', { name: /Amal Haddad/ }));
    expect(send).toHaveBeenCalledWith(
      'findClients',
      { query: { q: 'am' } },
      expect.objectContaining({ background: true }),
    );
    expect(screen.getByText('Amal Haddad (amal@example.com)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Required Documents', level: 2 })).toBeInTheDocument();
  });

  it('opens the case for the chosen client, then goes to it', async () => {
    localStorage.setItem(
      'docket.caseDraft.staff-1',
      JSON.stringify({
        step: 3,
        completed: [true, true, true, false],
        clientId: 'c-9',
        clientLabel: 'Amal Haddad (amal@example.com)',
        caseTypeId: 7,
        supportType: 1,
      }),
    );
    renderWizard(false);
    const user = userEvent.setup();
    expect(await screen.findByText('Amal Haddad (amal@example.com)')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(send.mock.calls.some(([name]) => name === 'createCase')).toBe(true));
    expect(send.mock.calls.find(([name]) => name === 'createCase')?.[1]).toMatchObject({
      body: { caseTypeId: 7, supportType: 1, clientId: 'c-9' },
    });
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/case/77'));
  });

  it('lets an administrator create the client, who is invited and then picked', async () => {
    renderWizard(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Noor');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Said');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'noor@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Contact/ }), '07700900123');
    await user.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Noor Said (noor@example.com)')).toBeInTheDocument();
    expect(send.mock.calls.find(([name]) => name === 'saveUser')?.[1]).toEqual({
      body: {
        firstName: 'Noor',
        lastName: 'Said',
        email: 'noor@example.com',
        contact: '07700900123',
        role: 'Client',
      },
    });
  });
});
