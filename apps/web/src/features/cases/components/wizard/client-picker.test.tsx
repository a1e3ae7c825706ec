import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadingTracker } from '@/lib/loading';
import { answer, requestsMade, respond, sent, server } from '@/test/network';
import { INVALID_PHONE, PHONES_ACCEPTED, PHONES_REFUSED } from '@/test/phone-numbers';
import { CreateCaseWizard } from './create-case-wizard';
import { testCaseType } from './test-case-type';

const amal = { id: 'c-9', fullName: 'Amal Haddad', email: 'amal@example.com' };
let created = false;

beforeEach(() => {
  created = false;
  server.use(
    answer(API.getCaseTypes, [testCaseType({ requiredDocuments: [] })]),
    answer(API.getCaseTypeById, testCaseType({ requiredDocuments: [] })),
    // A whole e-mail address finds the client it names once she exists; anything else finds Amal.
    answer(API.findClients, ({ query }) => {
      if (query.q !== 'noor@example.com') return [amal];
      return created ? [{ id: 'c-10', fullName: 'Noor Said', email: 'noor@example.com' }] : [];
    }),
    respond(API.saveUser, (_received, reply) => {
      created = true;
      return reply.ok(null);
    }),
    answer(API.createCase, { id: 77 }),
  );
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

    // Searching as the name is typed raises no loading overlay.
    const overlay = vi.spyOn(loadingTracker, 'start');
    await user.type(screen.getByRole('searchbox', { name: /^Client/ }), 'am');
    await user.click(await screen.findByRole('button', { name: /Amal Haddad/ }));
    expect(sent(API.findClients).map((request) => request.query)).toContainEqual({ q: 'am' });
    expect(overlay).not.toHaveBeenCalled();
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
    await waitFor(() => expect(sent(API.createCase)).toHaveLength(1));
    expect(sent(API.createCase)[0]?.body).toMatchObject({ caseTypeId: 7, supportType: 1, clientId: 'c-9' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/case/77'));
  });

  async function newClient(contact: string) {
    renderWizard(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Noor');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Said');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'noor@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Contact/ }), contact);
    await user.click(screen.getByRole('button', { name: 'Create client' }));
  }

  it('lets an administrator create the client, who is invited and then picked', async () => {
    await newClient('07700 900123');
    expect(await screen.findByText('Noor Said (noor@example.com)')).toBeInTheDocument();
    expect(sent(API.saveUser).map((request) => request.body)).toEqual([
      {
        firstName: 'Noor',
        lastName: 'Said',
        email: 'noor@example.com',
        contact: '+447700900123',
        role: 'Client',
      },
    ]);
  });

  it.each(PHONES_ACCEPTED)("takes the new client's contact %j and sends %j", async (typed, stored) => {
    await newClient(typed);
    await waitFor(() => expect(sent(API.saveUser)).toHaveLength(1));
    expect(sent(API.saveUser)[0]?.body).toMatchObject({ contact: stored });
  });

  it.each(PHONES_REFUSED)("refuses the new client's contact %j with the one message", async (typed) => {
    await newClient(typed);
    expect(screen.getByRole('textbox', { name: /^Contact/ })).toHaveAccessibleDescription(
      expect.stringContaining(INVALID_PHONE),
    );
    expect(requestsMade(API.saveUser)).toEqual([]);
  });
});
