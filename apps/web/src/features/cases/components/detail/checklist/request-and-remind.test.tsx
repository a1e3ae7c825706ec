import type { ChecklistItem } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../lib/api-error';
import { TOKEN_KEY } from '../../../../../lib/session';
import { validToken } from '../../../../../test/tokens';
import { CaseChecklistSection } from './case-checklist';
import { testChecklist, testDetail, testItem, testVersion } from './test-checklist';

// Calls are told apart by the endpoint's name: call(API.x, input) reaches send('x', input).
const send = vi.fn();
vi.mock('../../../../../lib/api-client', () => ({
  call: (endpoint: { name: string }, ...rest: unknown[]) => send(endpoint.name, ...rest),
}));

let items: ChecklistItem[] = [];

beforeEach(() => {
  items = [
    testItem({ id: 12, name: 'Passport' }),
    testItem({ id: 13, name: 'Proof of address', state: 'Rejected', reasonCode: 'expired' }),
    testItem({ id: 14, name: 'Photograph', state: 'Accepted', versions: [testVersion()] }),
  ];
  send.mockReset();
  send.mockImplementation((name: string) => {
    if (name === 'getCaseChecklist') return Promise.resolve(testChecklist(items));
    if (name === 'requestDocument') return Promise.resolve({ id: 30 });
    if (name === 'sendReminder') return Promise.resolve({ itemIds: [12, 13] });
    return Promise.resolve(null);
  });
});

const detail = testDetail({
  permissions: { assignSolicitor: true, changeStatus: true, addDocument: true, reviewDocuments: true },
});

function renderStaff(role: 'Admin' | 'Solicitor' = 'Solicitor', status: 'Open' | 'Closed' = 'Open') {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: role, IsAdmin: role === 'Admin' ? 'True' : 'False' }));
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/case/5']}>
        <CaseChecklistSection detail={{ ...detail, status }} isStaff />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const callsTo = (endpoint: string) => send.mock.calls.filter(([name]) => name === endpoint);

describe('Ask for a document', () => {
  it('needs a name, refuses a past due date, then sends name, description and due date', async () => {
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a document' }));
    const form = screen.getByRole('form', { name: 'Ask the client for a document' });
    expect(form).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask the client' }));
    expect(screen.getByRole('textbox', { name: /^Document name/ })).toHaveAccessibleDescription(
      'Name the document you need.',
    );

    await user.type(screen.getByRole('textbox', { name: /^Document name/ }), 'Bank statement');
    await user.type(screen.getByRole('textbox', { name: /^What it is/ }), 'The last three months.');
    const due = screen.getByLabelText('Due date (optional)');
    fireEvent.change(due, { target: { value: '2000-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Ask the client' }));
    expect(due).toHaveAccessibleDescription('Choose today or a later date.');
    expect(callsTo('requestDocument')).toHaveLength(0);

    fireEvent.change(due, { target: { value: '2099-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Ask the client' }));
    await waitFor(() => expect(callsTo('requestDocument')).toHaveLength(1));
    expect(callsTo('requestDocument')[0]?.[1]).toEqual({
      body: {
        caseId: 5,
        documentName: 'Bank statement',
        description: 'The last three months.',
        templateUrl: null,
        dueDate: '2099-01-31',
      },
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Ask the client for a document' })).toBeNull(),
    );
  });

  it('lets the case’s staff, solicitor or administrator, attach a template', async () => {
    for (const role of ['Admin', 'Solicitor'] as const) {
      const { unmount } = renderStaff(role);
      await userEvent.click(await screen.findByRole('button', { name: 'Ask for a document' }));
      expect(screen.getByRole('group', { name: 'Template (optional)' })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('Send a reminder now', () => {
  it('reminds the client and says whom it reached and for how many documents', async () => {
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a reminder now' }));
    await waitFor(() => expect(callsTo('sendReminder')).toHaveLength(1));
    expect(callsTo('sendReminder')[0]?.[1]).toEqual({ body: { caseId: 5 } });
    expect(await screen.findByText('Reminder sent to Amal Haddad for 2 documents.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('clears what the last reminder said as another starts, and says nothing of one that failed', async () => {
    send.mockImplementation((name: string) => {
      if (name === 'getCaseChecklist') return Promise.resolve(testChecklist(items));
      if (name === 'sendReminder') {
        return callsTo('sendReminder').length === 1
          ? Promise.resolve({ itemIds: [12, 13] })
          : Promise.reject(new ApiError({ status: 409, code: 'CASE_CLOSED' }));
      }
      return Promise.resolve(null);
    });
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a reminder now' }));
    const said = await screen.findByText('Reminder sent to Amal Haddad for 2 documents.');
    await user.click(screen.getByRole('button', { name: 'Send a reminder now' }));
    await waitFor(() => expect(callsTo('sendReminder')).toHaveLength(2));
    await waitFor(() => expect(said).toBeEmptyDOMElement());
    await screen.findByRole('button', { name: 'Send a reminder now' });
    expect(said).toBeEmptyDOMElement();
  });

  it('is not offered when nothing is needed from the client', async () => {
    items = [testItem({ id: 14, name: 'Photograph', state: 'Accepted', versions: [testVersion()] })];
    renderStaff();
    await screen.findByRole('article', { name: 'Photograph' });
    expect(screen.queryByRole('button', { name: 'Send a reminder now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask for a document' })).toBeInTheDocument();
  });

  it('offers neither on a closed case', async () => {
    renderStaff('Solicitor', 'Closed');
    await screen.findByRole('article', { name: 'Passport' });
    expect(screen.queryByRole('button', { name: 'Send a reminder now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a document' })).toBeNull();
  });
});
