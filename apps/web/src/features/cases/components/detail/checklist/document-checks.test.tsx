import { API, type ChecklistItem, type DocumentCheck, type DocumentFinding } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { testUpload } from '@/test/fixtures';
import { answer, sent, server } from '@/test/network';
import { CaseChecklistSection } from './case-checklist';
import { testChecklist, testDetail, testItem, testVersion } from './test-checklist';

const finding = (
  code: DocumentFinding['code'],
  tone: DocumentFinding['tone'],
  params: DocumentFinding['params'] = {},
): DocumentFinding => ({ code, tone, params, confidence: 88 });

const check = (status: DocumentCheck['status'], findings: DocumentFinding[] = []): DocumentCheck => ({
  status,
  findings,
  confidence: status === 'done' ? 88 : null,
  pages: status === 'done' ? 1 : null,
  checkedAt: status === 'done' ? '2026-11-28T10:00:05.000Z' : null,
});

let items: ChecklistItem[] = [];

beforeEach(() => {
  items = [];
  server.use(
    answer(API.getCaseChecklist, () => testChecklist(items, 'WithFirm')),
    answer(API.uploadFile, testUpload('case-document/new-key', 'passport-again.jpg')),
    answer(API.uploadChecklistDocument, { versionId: 99 }),
  );
});

function renderSection(isStaff: boolean) {
  const detail = testDetail(
    isStaff
      ? {
          stage: 'WithFirm',
          permissions: {
            assignSolicitor: true,
            changeStatus: true,
            addDocument: true,
            reviewDocuments: true,
          },
        }
      : {},
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/case/5']}>
        <CaseChecklistSection detail={detail} isStaff={isStaff} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the firm’s review: the automatic checks beside each version', () => {
  it('shows each finding as a chip with its reason, its tone in words, dates in the reader’s language', async () => {
    items = [
      testItem({
        id: 12,
        name: 'Bank statement',
        state: 'AwaitingReview',
        versions: [
          testVersion({
            id: 71,
            uploadedAt: '2026-11-20T09:30:00.000Z',
            check: check('done', [
              finding('kindMatches', 'ok', {
                found: 'bankStatement',
                expected: 'bankStatement',
                cues: 'sort code, statement period',
              }),
              finding('tooOld', 'warn', { date: '2026-07-31', months: 3 }),
              finding('expired', 'warn', { date: '2024-06-04', source: 'mrz' }),
              finding('nameClose', 'info', { name: 'Amal Haddad', found: 'Hasan' }),
              finding('pagesMissing', 'warn', { missing: '2', total: 3 }),
              finding('duplicateFile', 'info', {
                documentId: 70,
                fileName: 'a.jpg',
                uploadedAt: '2026-11-12T08:00:00Z',
              }),
            ]),
          }),
          testVersion({
            id: 70,
            isCurrent: false,
            uploadedAt: '2026-11-12T08:00:00.000Z',
            check: check('done', [finding('unreadable', 'warn', { confidence: 41 })]),
          }),
        ],
      }),
    ];
    renderSection(true);
    const [current, older] = await screen.findAllByRole('list', {
      name: 'Automatic checks (on this server)',
    });
    const chips = within(current as HTMLElement)
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);
    expect(chips).toEqual([
      'Fine: Looks like a bank statement (sort code, statement period)',
      'Look at this: Dated 31 Jul 2026: older than 3 months',
      'Look at this: Expires 4 Jun 2024 (MRZ check digit agrees): expired',
      'Note: Name: close (Hasan)',
      'Look at this: Page 2 of 3 missing',
      'Note: Same file as the upload of 12 Nov 2026',
    ]);
    expect(within(current as HTMLElement).getAllByRole('listitem')[1]).toHaveClass('check-chip', 'is-warn');
    expect(within(older as HTMLElement).getByRole('listitem')).toHaveTextContent(
      'Look at this: Could not read: ask for a retake',
    );
  });

  it('says Checking… while the check is on its way and, when it could not run, only that it is not available', async () => {
    items = [
      testItem({
        id: 12,
        name: 'Passport',
        state: 'AwaitingReview',
        versions: [testVersion({ check: check('running') })],
      }),
      testItem({
        id: 13,
        name: 'Payslip',
        state: 'AwaitingReview',
        versions: [testVersion({ id: 72, check: check('failed') })],
      }),
      testItem({ id: 14, name: 'Old letter', state: 'AwaitingReview', versions: [testVersion({ id: 73 })] }),
    ];
    renderSection(true);
    const passport = await screen.findByRole('article', { name: 'Passport' });
    expect(within(passport).getByText('Checking…')).toBeInTheDocument();
    const payslip = screen.getByRole('article', { name: 'Payslip' });
    expect(within(payslip).getByText('Automatic check not available')).toBeInTheDocument();
    // A version from before the checks has no block at all.
    expect(
      within(screen.getByRole('article', { name: 'Old letter' })).queryByText(
        'Automatic checks (on this server)',
      ),
    ).toBeNull();
  });
});

describe('the client hears at once that a photo is hard to read', () => {
  it('reads the checklist again while her photo is checked, then says why with Take it again, which sends a new version', async () => {
    const photo = (status: DocumentCheck['status'], findings: DocumentFinding[] = []) =>
      testVersion({
        id: 80,
        fileName: 'passport.jpg',
        contentType: 'image/jpeg',
        check: check(status, findings),
      });
    items = [testItem({ id: 12, name: 'Passport', state: 'AwaitingReview', versions: [photo('running')] })];
    renderSection(false);
    const passport = await screen.findByRole('article', { name: 'Passport' });
    expect(within(passport).getByText('Checking that it can be read…')).toBeInTheDocument();
    expect(within(passport).queryByRole('group')).toBeNull();

    // The worker finishes: the page learns it by itself, within a few seconds.
    items = [
      testItem({
        id: 12,
        name: 'Passport',
        state: 'AwaitingReview',
        versions: [photo('done', [finding('blurred', 'warn', { blur: 0.52 })])],
      }),
    ];
    const sentence = await within(passport).findByText(
      'This photo is hard to read: it looks blurred.',
      undefined,
      {
        timeout: 5000,
      },
    );
    expect(sentence.closest('[aria-live="polite"]')).not.toBeNull();
    expect(sent(API.getCaseChecklist)).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(within(passport).getByRole('button', { name: 'Take it again' }));
    const upload = within(passport).getByRole('group', { name: 'Send Passport again' });
    await waitFor(() => expect(within(upload).getByRole('button', { name: 'Choose file' })).toHaveFocus());
    await user.upload(
      within(passport).getByLabelText('Send Passport again'),
      new File(['%PDF-1.4'], 'passport-again.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(sent(API.uploadChecklistDocument)).toHaveLength(1));
    expect(sent(API.uploadChecklistDocument)[0]?.body).toMatchObject({ caseId: 5, itemId: 12 });
  }, 15_000);

  it('is not read again when nothing is being checked', async () => {
    items = [
      testItem({
        id: 12,
        name: 'Passport',
        state: 'AwaitingReview',
        versions: [testVersion({ check: check('done') })],
      }),
    ];
    renderSection(false);
    await screen.findByRole('article', { name: 'Passport' });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(sent(API.getCaseChecklist)).toHaveLength(1);
  }, 10_000);

  it('says which page of a file is missing, and Send it again takes her to the item’s upload', async () => {
    items = [
      testItem({
        id: 12,
        name: 'Bank statement',
        state: 'Rejected',
        reasonCode: 'pagesMissing',
        versions: [
          testVersion({
            fileName: 'statement.pdf',
            check: check('done', [finding('pagesMissing', 'warn', { missing: '2', total: 3 })]),
          }),
        ],
      }),
    ];
    renderSection(false);
    const statement = await screen.findByRole('article', { name: 'Bank statement' });
    expect(within(statement).getByText('Page 2 of 3 seems to be missing.')).toBeInTheDocument();
    await userEvent.click(within(statement).getByRole('button', { name: 'Send it again' }));
    const upload = within(statement).getByRole('group', { name: 'Send Bank statement again' });
    await waitFor(() => expect(within(upload).getByRole('button', { name: 'Choose file' })).toHaveFocus());
  });

  it('tells her at once, while the check still runs, that she sent this same file before', async () => {
    items = [
      testItem({
        id: 13,
        name: 'Tenancy letter',
        state: 'AwaitingReview',
        versions: [
          testVersion({
            fileName: 'tenancy.jpg',
            contentType: 'image/jpeg',
            check: check('queued', [
              {
                ...finding('duplicateFile', 'warn', {
                  documentId: 4,
                  fileName: 'tenancy.jpg',
                  uploadedAt: '2026-11-12T09:30:00.000Z',
                }),
                confidence: null,
              },
            ]),
          }),
        ],
      }),
    ];
    renderSection(false);
    const letter = await screen.findByRole('article', { name: 'Tenancy letter' });
    expect(
      await within(letter).findByText(/You sent this same file before, on 12 Nov 2026\./),
    ).toBeInTheDocument();
  });
});
