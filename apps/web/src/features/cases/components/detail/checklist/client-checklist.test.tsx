import { API, type CaseChecklist } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testUpload } from '@/test/fixtures';
import { answer, fail, sent, server } from '@/test/network';
import { CaseChecklistSection } from './case-checklist';
import { testChecklist, testDetail, testItem, testVersion } from './test-checklist';

const checklist: CaseChecklist = testChecklist([
  testItem({ id: 16, name: 'Photograph', state: 'Accepted', versions: [testVersion({ id: 1 })] }),
  testItem({
    id: 14,
    name: 'Birth certificate',
    state: 'AwaitingReview',
    versions: [testVersion({ id: 2 })],
  }),
  testItem({
    id: 12,
    name: 'Passport',
    state: 'Rejected',
    reasonCode: 'unreadable',
    reason: 'The photo page is blurred.',
    dueDate: '2026-12-03',
    versions: [testVersion({ id: 3, reviewDecision: 'Reject', reasonCode: 'unreadable' })],
  }),
  testItem({
    id: 13,
    name: 'Proof of address',
    templateUrl: 'template/00000000-0000-4000-8000-000000000001',
    orignalFileName: 'address-form.pdf',
  }),
  testItem({ id: 15, name: 'NASS letter', kind: 'eligibility', isRequired: false }),
  testItem({ id: 17, name: 'Old visa', state: 'Waived', reason: 'We have it from the Home Office.' }),
]);

beforeEach(() => {
  server.use(
    answer(API.getCaseChecklist, checklist),
    // The upload control's transfer: staged under a key, as the server answers it.
    answer(API.uploadFile, testUpload('case-document/new-key', 'passport-clear.pdf')),
    answer(API.uploadChecklistDocument, { versionId: 99 }),
  );
});

const staffPermissions = {
  assignSolicitor: true,
  changeStatus: true,
  addDocument: true,
  reviewDocuments: true,
};

function renderChecklist(path = '/case/5', isStaff = false) {
  const detail = isStaff ? testDetail({ permissions: staffPermissions }) : testDetail();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <CaseChecklistSection detail={detail} isStaff={isStaff} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The whole checklist: its cards come a couple per task, the settled ones last. */
async function renderAllCards() {
  renderChecklist();
  await screen.findByRole('article', { name: 'Old visa' });
}

const follows = (first: HTMLElement, second: HTMLElement) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the client’s checklist', () => {
  it('leads with what is needed, then what is with the firm, then what is settled', async () => {
    await renderAllCards();
    const needed = screen.getByRole('heading', { name: '2 documents needed', level: 3 });
    expect(screen.getByText('Waiting for documents from you')).toBeInTheDocument();
    const withFirm = screen.getByRole('heading', { name: 'With the firm for review (1)' });
    const settled = screen.getByRole('heading', { name: 'Accepted or no longer needed (2)' });
    const optional = screen.getByRole('heading', { name: 'You may also send' });
    expect(follows(needed, screen.getByRole('article', { name: 'Passport' }))).toBe(true);
    expect(follows(screen.getByRole('article', { name: 'Proof of address' }), optional)).toBe(true);
    expect(follows(optional, withFirm)).toBe(true);
    expect(follows(withFirm, settled)).toBe(true);
    expect(sent(API.getCaseChecklist).map((request) => request.query)).toEqual([{ id: '5' }]);
  });

  it('says why a document was sent back, in the reason’s words and the firm’s, and by when', async () => {
    await renderAllCards();
    const passport = screen.getByRole('article', { name: 'Passport' });
    expect(within(passport).getByText('Sent back')).toBeInTheDocument();
    expect(within(passport).getByText('Sent back:')).toBeInTheDocument();
    expect(within(passport).getByText('Cannot be read')).toBeInTheDocument();
    expect(within(passport).getByText('The photo page is blurred.')).toBeInTheDocument();
    expect(within(passport).getByText('Please send it by 3 Dec 2026')).toBeInTheDocument();
    const waived = screen.getByRole('article', { name: 'Old visa' });
    expect(within(waived).getByText('No longer needed:')).toBeInTheDocument();
    expect(within(waived).getByText('We have it from the Home Office.')).toBeInTheDocument();
  });

  it('offers one upload per needed item, a template where there is one, and none for what the firm has', async () => {
    await renderAllCards();
    const address = screen.getByRole('article', { name: 'Proof of address' });
    expect(within(address).getAllByRole('group')).toHaveLength(1);
    expect(within(address).getByRole('group', { name: 'Send Proof of address' })).toBeInTheDocument();
    expect(
      within(address).getByRole('button', { name: /^Download template\s*\(Proof of address\)$/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Birth certificate' })).queryByRole('group'),
    ).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Photograph' })).queryByRole('group')).toBeNull();
  });

  it('draws the cards a couple at a time, what is needed first, and says it is drawn only once all are', async () => {
    const drawn = vi.fn();
    // The cards on the screen after each change of the page, and whether it had said it was drawn.
    const steps: string[] = [];
    const observer = new MutationObserver(() => {
      const cards = screen.queryAllByRole('article').map((card) => card.querySelector('h4')?.textContent);
      const step = `${cards.join(', ')}${drawn.mock.calls.length ? ' (drawn)' : ''}`;
      if (cards.length && steps.at(-1) !== step) steps.push(step);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/case/5']}>
          <CaseChecklistSection detail={testDetail()} isStaff={false} onDrawn={drawn} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByRole('article', { name: 'Old visa' });
    await waitFor(() => expect(drawn).toHaveBeenCalledTimes(1));
    observer.disconnect();
    expect(steps).toEqual([
      'Passport, Proof of address',
      'Passport, Proof of address, NASS letter, Birth certificate',
      'Passport, Proof of address, NASS letter, Birth certificate, Photograph, Old visa',
    ]);
  });

  it('sends the uploaded file as the item’s new version', async () => {
    renderChecklist();
    const input = await screen.findByLabelText('Send Passport again');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'passport-clear.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(sent(API.uploadChecklistDocument)).toHaveLength(1));
    // The file is staged as a case document, then claimed as the item's version.
    expect(sent(API.uploadFile).map((request) => request.query)).toEqual([{ kind: 'case-document' }]);
    expect(sent(API.uploadChecklistDocument)[0]?.body).toEqual({
      caseId: 5,
      itemId: 12,
      filePath: 'case-document/new-key',
      fileName: 'passport-clear.pdf',
    });
    // The checklist and the case are read again, for the item's new state and the stage.
    await waitFor(() => expect(sent(API.getCaseChecklist)).toHaveLength(2));
    // The focus stays with the item, wherever it is now drawn.
    await waitFor(() => expect(screen.getByRole('article', { name: 'Passport' })).toHaveFocus());
  });

  it('says why a file was not added, keeps it for Try again, and clears the message as it is sent again', async () => {
    server.use(fail(API.uploadChecklistDocument, 'CASE_CLOSED', { once: true }));
    renderChecklist();
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Send Passport again');
    await user.upload(input, new File(['%PDF-1.4'], 'passport-clear.pdf', { type: 'application/pdf' }));
    const passport = screen.getByRole('article', { name: 'Passport' });
    expect(await within(passport).findByRole('alert')).toHaveTextContent(
      'This case is closed. Ask the firm to reopen it first.',
    );
    await user.click(within(passport).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(passport).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(sent(API.uploadChecklistDocument)).toHaveLength(2));
    await waitFor(() => expect(passport).toHaveFocus());
  });

  it('takes a link to an item straight to it, with the focus', async () => {
    renderChecklist('/case/5#item-13');
    const address = await screen.findByRole('article', { name: 'Proof of address' });
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('id', 'item-13');
  });

  it('takes a link to a card drawn in a later task to it as well, once it is there', async () => {
    renderChecklist('/case/5#item-17');
    const visa = await screen.findByRole('article', { name: 'Old visa' });
    await waitFor(() => expect(visa).toHaveFocus());
  });
});

describe('a link to an item, for the firm', () => {
  // The firm's checklist is drawn by a lazily loaded part, after the checklist's data: the link waits
  // for it. This is the file's only staff render, so the part loads here for the first time, as on a
  // first visit.
  it('takes staff straight to the item too, with the focus, once their checklist is drawn', async () => {
    renderChecklist('/case/5#item-13', true);
    const address = await screen.findByRole('article', { name: 'Proof of address' });
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('id', 'item-13');
  });
});
