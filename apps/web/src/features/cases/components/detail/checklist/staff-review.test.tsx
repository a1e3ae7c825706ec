import { API, type ChecklistItem } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { TOKEN_KEY } from '@/lib/session';
import { answer, answerFile, fail, fieldError, requestsMade, sent, server } from '@/test/network';
import { CaseChecklistSection } from './case-checklist';
import { testChecklist, testDetail, testItem, testVersion } from './test-checklist';

let items: ChecklistItem[] = [];

beforeAll(() => {
  // jsdom has no object addresses.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

beforeEach(() => {
  items = [testItem({ id: 12, name: 'Passport', state: 'AwaitingReview', versions: [testVersion()] })];
  server.use(
    answer(API.getCaseChecklist, () => testChecklist(items, 'WithFirm')),
    answer(API.reviewDocument, null),
    answerFile(API.downloadFile, '%PDF-1.4', 'application/pdf'),
  );
});

const staffDetail = testDetail({
  stage: 'WithFirm',
  permissions: { assignSolicitor: true, changeStatus: true, addDocument: true, reviewDocuments: true },
});

function renderStaff(detail = staffDetail) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/case/5']}>
        <CaseChecklistSection detail={detail} isStaff />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const reviews = () => sent(API.reviewDocument).map((request) => request.body);

describe('the firm’s review', () => {
  it('shows a PDF inline beside the review when asked, fetched with the session', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    renderStaff();
    const user = userEvent.setup();
    // Every read of a client's document is logged: nothing is fetched until someone asks to see it.
    const show = await screen.findByRole('button', { name: 'Show preview' });
    expect(requestsMade(API.downloadFile)).toEqual([]);
    await user.click(show);
    const frame = await screen.findByTitle('Preview of Passport: passport.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:preview');
    const [read] = sent(API.downloadFile);
    expect(read?.query).toEqual({ inline: 'true' });
    expect(read?.token).toBe('tok-1');
    expect(read?.headers).toMatchObject({
      filepath: 'case-document/00000000-0000-4000-8000-000000000070',
      requestedside: 'Admin',
    });
    expect(screen.getByText('With the firm for review')).toBeInTheDocument();
  });

  it('shows a photo as an image, and offers a Word file only to download', async () => {
    items = [
      testItem({
        id: 12,
        name: 'Passport',
        state: 'AwaitingReview',
        versions: [testVersion({ fileName: 'scan.jpg', contentType: 'image/jpeg' })],
      }),
      testItem({
        id: 13,
        name: 'Letter',
        state: 'AwaitingReview',
        versions: [testVersion({ id: 71, fileName: 'letter.docx', contentType: 'application/msword' })],
      }),
    ];
    renderStaff();
    const user = userEvent.setup();
    const passport = await screen.findByRole('article', { name: 'Passport' });
    await user.click(within(passport).getByRole('button', { name: 'Show preview' }));
    expect(await screen.findByRole('img', { name: 'Preview of Passport: scan.jpg' })).toBeInTheDocument();
    const letter = screen.getByRole('article', { name: 'Letter' });
    expect(within(letter).queryByRole('button', { name: 'Show preview' })).toBeNull();
    expect(
      within(letter).getByText('This kind of file has no preview. Download it to read it.'),
    ).toBeInTheDocument();
    expect(
      within(letter).getByRole('button', { name: 'Download the file sent for Letter' }),
    ).toBeInTheDocument();
    expect(sent(API.downloadFile)).toHaveLength(1);
  });

  it('accepts the current version', async () => {
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Accept' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(reviews()).toHaveLength(1));
    // The version on screen goes with the decision, so a newer upload is never accepted unseen.
    expect(reviews()[0]).toEqual({ caseId: 5, itemId: 12, decision: 'Accept', versionId: 70 });
  });

  it('sends a document back only with a reason from the list, and words of its own for "other"', async () => {
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Send back to the client' }));
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByRole('combobox', { name: /^Reason/ })).toHaveAccessibleDescription(
      'Choose why the document is sent back.',
    );
    expect(requestsMade(API.reviewDocument)).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Reason/ }), 'Other reason');
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByRole('textbox', { name: /^Note for the client/ })).toHaveAccessibleDescription(
      /Say why, in a few words\./,
    );
    expect(requestsMade(API.reviewDocument)).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: /^Reason/ }), 'Cannot be read');
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(reviews()).toHaveLength(1));
    expect(reviews()[0]).toEqual({
      caseId: 5,
      itemId: 12,
      decision: 'Reject',
      versionId: 70,
      reasonCode: 'unreadable',
      reason: null,
    });
  });

  it('waives an item only with words saying why', async () => {
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Waive: no longer needed' }));
    await user.click(screen.getByRole('button', { name: 'Waive' }));
    const why = screen.getByRole('textbox', { name: /^Why is it no longer needed\?/ });
    expect(why).toHaveAccessibleDescription('Say why, in a few words.');
    expect(requestsMade(API.reviewDocument)).toEqual([]);
    await user.type(why, 'The Home Office has a copy.');
    await user.click(screen.getByRole('button', { name: 'Waive' }));
    await waitFor(() => expect(reviews()).toHaveLength(1));
    expect(reviews()[0]).toEqual({
      caseId: 5,
      itemId: 12,
      decision: 'Waive',
      reason: 'The Home Office has a copy.',
    });
  });

  it('asks for a decision first, with the focus on the choices', async () => {
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save decision' }));
    const choices = screen.getByRole('group', { name: 'Decision on Passport' });
    expect(choices).toHaveAccessibleDescription('Choose Accept, Reject or Waive.');
    expect(screen.getByRole('radio', { name: 'Accept' })).toHaveFocus();
    expect(requestsMade(API.reviewDocument)).toEqual([]);
  });

  it('takes the focus to the first problem, and puts one the server finds at its field, not in a toast', async () => {
    server.use(
      fail(API.reviewDocument, 'VALIDATION_FAILED', { errors: [fieldError('reason', 'field.tooLong')] }),
    );
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    renderStaff();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Send back to the client' }));
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByRole('combobox', { name: /^Reason/ })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: /^Reason/ }), 'Cannot be read');
    await user.type(screen.getByRole('textbox', { name: /^Note for the client/ }), 'Too dark.');
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    const note = screen.getByRole('textbox', { name: /^Note for the client/ });
    await waitFor(() => expect(note).toHaveAccessibleDescription(/too long/i));
    expect(note).toHaveFocus();
    expect(toasts).toEqual([]);
    stop();
  });

  it('offers only the decisions the server takes: nothing to accept before an upload', async () => {
    items = [testItem({ id: 12, name: 'Passport', state: 'Missing' })];
    renderStaff();
    const card = await screen.findByRole('article', { name: 'Passport' });
    expect(within(card).getByText('Nothing has been uploaded for this document yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('radio', { name: 'Accept' })).toBeNull();
    expect(within(card).getByRole('radio', { name: 'Waive: no longer needed' })).toBeInTheDocument();
  });

  it('lists every version newest first, with who uploaded it and when', async () => {
    items = [
      testItem({
        id: 12,
        name: 'Passport',
        state: 'AwaitingReview',
        versions: [
          testVersion({ id: 1, fileName: 'first.pdf', isCurrent: false, uploadedAt: '2026-11-01T10:00:00Z' }),
          testVersion({
            id: 2,
            fileName: 'second.pdf',
            uploadedByName: 'Lena Okafor',
            uploadedAt: '2026-11-10T10:00:00Z',
          }),
        ],
      }),
    ];
    renderStaff();
    const versions = await screen.findByRole('heading', { name: '2 versions' });
    const list = versions.nextElementSibling as HTMLElement;
    const entries = within(list).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('second.pdf');
    expect(entries[0]).toHaveTextContent('Uploaded by Lena Okafor on 10 Nov 2026');
    expect(entries[1]).toHaveTextContent('first.pdf');
    expect(
      within(entries[1] as HTMLElement).getByRole('button', { name: 'Download version 1 of Passport' }),
    ).toBeInTheDocument();
  });

  it('gives no review to staff who are not the case’s', async () => {
    renderStaff(
      testDetail({
        permissions: {
          assignSolicitor: false,
          changeStatus: false,
          addDocument: true,
          reviewDocuments: false,
        },
      }),
    );
    await screen.findByRole('article', { name: 'Passport' });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a document' })).toBeNull();
  });

  it('offers no review, request or upload on a closed case, and says why', async () => {
    renderStaff({ ...staffDetail, status: 'Closed' });
    await screen.findByRole('article', { name: 'Passport' });
    expect(
      screen.getByText('This case is closed: documents can no longer be sent, reviewed or asked for.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for a document' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Upload/ })).toBeNull();
  });
});
