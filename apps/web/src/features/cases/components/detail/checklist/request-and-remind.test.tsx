import { API, type ChecklistItem } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { TOKEN_KEY } from '@/lib/session';
import { answer, fail, fieldError, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { CaseChecklistSection } from './case-checklist';
import { testChecklist, testDetail, testItem, testVersion } from './test-checklist';

let items: ChecklistItem[] = [];

beforeEach(() => {
  items = [
    testItem({ id: 12, name: 'Passport' }),
    testItem({ id: 13, name: 'Proof of address', state: 'Rejected', reasonCode: 'expired' }),
    testItem({ id: 14, name: 'Photograph', state: 'Accepted', versions: [testVersion()] }),
  ];
  server.use(
    answer(API.getCaseChecklist, () => testChecklist(items)),
    answer(API.requestDocument, { id: 30 }),
    answer(API.sendReminder, { itemIds: [12, 13] }),
  );
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
    expect(requestsMade(API.requestDocument)).toEqual([]);

    fireEvent.change(due, { target: { value: '2099-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Ask the client' }));
    await waitFor(() => expect(sent(API.requestDocument)).toHaveLength(1));
    expect(sent(API.requestDocument)[0]?.body).toEqual({
      caseId: 5,
      documentName: 'Bank statement',
      description: 'The last three months.',
      templateUrl: null,
      dueDate: '2099-01-31',
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Ask the client for a document' })).toBeNull(),
    );
  });

  it('takes the focus to the first problem, and puts one the server finds at its field', async () => {
    // The server's day may already be tomorrow: its refusal lands on the due date, not in a toast.
    server.use(
      fail(API.requestDocument, 'VALIDATION_FAILED', {
        errors: [fieldError('dueDate', 'checklist.dueDate.past')],
      }),
    );
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for a document' }));
    await user.click(screen.getByRole('button', { name: 'Ask the client' }));
    expect(screen.getByRole('textbox', { name: /^Document name/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /^Document name/ }), 'Bank statement');
    const due = screen.getByLabelText('Due date (optional)');
    fireEvent.change(due, { target: { value: '2099-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Ask the client' }));
    await waitFor(() => expect(due).toHaveAccessibleDescription('Choose today or a later date.'));
    expect(due).toHaveFocus();
    expect(toasts).toEqual([]);
    expect(screen.getByRole('form', { name: 'Ask the client for a document' })).toBeInTheDocument();
    stop();
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
    await waitFor(() => expect(sent(API.sendReminder)).toHaveLength(1));
    expect(sent(API.sendReminder)[0]?.body).toEqual({ caseId: 5 });
    expect(await screen.findByText('Reminder sent to Amal Haddad for 2 documents.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('clears what the last reminder said as another starts, and says nothing of one that failed', async () => {
    // The first reminder is sent; the second meets a case closed meanwhile.
    server.use(
      answer(API.sendReminder, { itemIds: [12, 13] }, { once: true }),
      fail(API.sendReminder, 'CASE_CLOSED'),
    );
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send a reminder now' }));
    const said = await screen.findByText('Reminder sent to Amal Haddad for 2 documents.');
    await user.click(screen.getByRole('button', { name: 'Send a reminder now' }));
    await waitFor(() => expect(sent(API.sendReminder)).toHaveLength(2));
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
