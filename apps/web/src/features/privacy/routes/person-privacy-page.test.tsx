import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { must } from '@/test/must';
import { answer, fail, requestsMade, respond, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import type { ErasurePreview, SubjectAccessExport } from '../api/privacy';
import { PersonPrivacyPage } from './person-privacy-page';

const userId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const SHA = 'a'.repeat(64);

const preview: ErasurePreview = {
  person: { id: userId, fullName: 'Amal Haddad', email: 'amal@example.com', role: 'Client' },
  cases: [
    {
      caseId: 11,
      caseTypeName: 'Asylum claim',
      clientName: 'Amal Haddad',
      status: 'Closed',
      closedAt: '2019-01-10T10:00:00.000Z',
      outcome: 'erase',
      block: null,
    },
    {
      caseId: 12,
      caseTypeName: 'Family reunion',
      clientName: 'Amal Haddad',
      status: 'Closed',
      closedAt: '2025-06-01T10:00:00.000Z',
      outcome: 'anonymise',
      block: null,
    },
  ],
  documents: 6,
  files: 7,
  bytes: 2_400_000,
  sessions: 2,
  canErase: true,
  pending: false,
};

const blocked: ErasurePreview = {
  ...preview,
  cases: [
    ...preview.cases,
    {
      caseId: 13,
      caseTypeName: 'Appeal',
      clientName: 'Amal Haddad',
      status: 'Open',
      closedAt: null,
      outcome: 'blocked',
      block: 'open',
    },
  ],
  canErase: false,
};

function anExport(overrides: Partial<SubjectAccessExport>): SubjectAccessExport {
  return {
    id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
    userId,
    status: 'ready',
    requestedAt: '2026-11-25T09:00:00.000Z',
    requestedByName: 'Firm Administrator',
    readyAt: '2026-11-25T09:05:00.000Z',
    expiresAt: '2026-12-02T09:05:00.000Z',
    sizeBytes: 1_500_000,
    fileCount: 12,
    sha256: SHA,
    downloadedAt: null,
    failureCode: null,
    ...overrides,
  };
}

const ready = anExport({});
const building = anExport({
  id: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
  status: 'building',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  fileCount: null,
  sha256: null,
});

function renderPage(id = userId) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/privacy/person/${id}`]}>
        <Routes>
          <Route path="/privacy/person/:userId" element={<PersonPrivacyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  // jsdom has no object addresses.
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
});

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, validToken());
  server.use(
    answer(API.erasurePreview, preview),
    answer(API.subjectAccessExports, { exports: [ready, building] }),
  );
});

afterEach(() => vi.restoreAllMocks());

describe('a person’s exports', () => {
  it('lists each with its state, size, expiry and SHA-256, and offers Download for a ready one only', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Exports, newest first' });
    const [, readyRow, buildingRow] = within(table).getAllByRole('row');
    expect(readyRow).toHaveTextContent('Ready');
    expect(readyRow).toHaveTextContent('1.5 MB');
    expect(readyRow).toHaveTextContent(SHA);
    expect(
      within(must(readyRow, 'the ready export')).getByRole('button', { name: 'Download' }),
    ).toBeEnabled();
    expect(buildingRow).toHaveTextContent('Being built');
    expect(within(must(buildingRow, 'the export being built')).queryByRole('button')).not.toBeInTheDocument();
    expect(sent(API.subjectAccessExports)[0]?.query).toEqual({ userId });
  });

  it('downloads a ready export with the token and saves it as a zip', async () => {
    server.use(
      respond(
        API.downloadSubjectAccessExport,
        () => new HttpResponse('PK\u0003\u0004', { headers: { 'content-type': 'application/zip' } }),
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const request = sent(API.downloadSubjectAccessExport)[0];
    expect(request?.query).toEqual({ id: ready.id });
    expect(request?.token).toBe(localStorage.getItem(TOKEN_KEY));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('subject-access-2026-11-25.zip');
  });

  it('says in the reader’s words when the export has expired', async () => {
    server.use(fail(API.downloadSubjectAccessExport, 'EXPORT_EXPIRED'));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This export has expired and was deleted. Make a new one.',
    );
  });

  it('asks for a new export for this person', async () => {
    server.use(answer(API.requestSubjectAccessExport, anExport({ ...building, status: 'queued' })));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export their data' }));
    await waitFor(() => expect(sent(API.requestSubjectAccessExport)[0]?.body).toEqual({ userId }));
    await waitFor(() => expect(sent(API.subjectAccessExports)).toHaveLength(2));
  });
});

describe('erasing a person', () => {
  it('shows what happens to each case and what goes, before anything is asked', async () => {
    renderPage();
    const cases = await screen.findByRole('table', { name: 'Their cases and what happens to each' });
    const [, first, second] = within(cases).getAllByRole('row');
    expect(first).toHaveTextContent('Erased');
    expect(second).toHaveTextContent('Anonymised');
    const goes = screen.getByRole('heading', { name: 'What is deleted' }).nextElementSibling;
    expect(goes).toHaveTextContent('Documents6');
    expect(goes).toHaveTextContent('Files7 (2.4 MB)');
    expect(goes).toHaveTextContent('Sessions2');
    expect(screen.getByText(/An erasure cannot be undone/)).toBeInTheDocument();
    expect(requestsMade(API.erasePerson)).toEqual([]);
  });

  it('keeps the button disabled, and says why each blocking case blocks, while the erasure is blocked', async () => {
    server.use(answer(API.erasurePreview, blocked));
    renderPage();
    const cases = await screen.findByRole('table', { name: 'Their cases and what happens to each' });
    expect(within(cases).getAllByRole('row')[3]).toHaveTextContent(
      'Blocks the erasureThe case is open or pending.',
    );
    expect(screen.getByRole('button', { name: 'Erase this person' })).toBeDisabled();
    expect(screen.getByText(/cannot be erased yet/)).toBeInTheDocument();
  });

  it('puts a mistyped e-mail address at its field, in the reader’s words', async () => {
    server.use(fail(API.erasePerson, 'ERASURE_CONFIRMATION_WRONG'));
    const user = userEvent.setup();
    renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: /^Reason for the erasure/ }),
      'Asked on 1 Nov',
    );
    const confirmation = screen.getByRole('textbox', { name: /^Type their e-mail address to confirm/ });
    await user.type(confirmation, 'amal@example.org');
    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    await waitFor(() =>
      expect(confirmation).toHaveAccessibleDescription(
        'The e-mail address typed does not match the person’s. Nothing was erased.',
      ),
    );
    expect(confirmation).toHaveFocus();
    expect(sent(API.erasePerson)[0]?.body).toEqual({
      userId,
      reason: 'Asked on 1 Nov',
      confirmation: 'amal@example.org',
    });
  });

  it('asks for the reason and the address before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Erase this person' }));
    expect(screen.getByRole('textbox', { name: /^Reason for the erasure/ })).toHaveAccessibleDescription(
      expect.stringContaining('Say why, for the record.'),
    );
    expect(screen.getByRole('textbox', { name: /^Type their e-mail address/ })).toHaveAccessibleDescription(
      'Type the person’s e-mail address to confirm.',
    );
    expect(requestsMade(API.erasePerson)).toEqual([]);
  });

  it('says the erasure is under way once the server took it', async () => {
    server.use(answer(API.erasePerson, { erasureId: 5, status: 'queued' }));
    const user = userEvent.setup();
    renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: /^Reason for the erasure/ }),
      'Asked on 1 Nov',
    );
    await user.type(screen.getByRole('textbox', { name: /^Type their e-mail address/ }), 'amal@example.com');
    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    expect(await screen.findByText(/The erasure is under way/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase this person' })).not.toBeInTheDocument();
  });
});

describe('an address that names no person', () => {
  it('says so and asks the server nothing', () => {
    renderPage('not-a-user');
    expect(screen.getByRole('alert')).toHaveTextContent('This person was not found.');
    expect(requestsMade()).toEqual([]);
  });
});
