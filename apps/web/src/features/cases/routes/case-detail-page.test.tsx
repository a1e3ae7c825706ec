import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { createQueryClient } from '../../../lib/query-client';
import { TOKEN_KEY } from '../../../lib/session';
import { validToken } from '../../../test/tokens';
import { testChecklist, testDetail, testItem } from '../components/detail/checklist/test-checklist';
import { CaseDetailPage } from './case-detail-page';

// Calls are told apart by the endpoint's name: call(API.x, input) reaches send('x', input).
const send = vi.fn();
vi.mock('../../../lib/api-client', () => ({
  call: (endpoint: { name: string }, ...rest: unknown[]) => send(endpoint.name, ...rest),
}));

const calls = (name: string) => send.mock.calls.filter(([called]) => called === name);

beforeEach(() => {
  send.mockReset();
  send.mockImplementation((name: string) => {
    if (name === 'getCaseById') return Promise.resolve(testDetail());
    if (name === 'getCaseChecklist') return Promise.resolve(testChecklist([testItem()]));
    return Promise.resolve(null);
  });
});

function renderPage(path = '/case/5') {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client', IsAdmin: 'False' }));
  // The app's own defaults: an answer stays fresh a while, and a 404 is not asked again.
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/case/:id" element={<CaseDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the case page', () => {
  it('asks for the checklist beside the case, without waiting for the case’s answer', async () => {
    send.mockImplementation((name: string) =>
      name === 'getCaseById' ? new Promise(() => {}) : Promise.resolve(testChecklist([testItem()])),
    );
    renderPage();
    await waitFor(() => expect(calls('getCaseChecklist')).toHaveLength(1));
    expect(calls('getCaseChecklist')[0]?.[1]).toEqual({ query: { id: 5 } });
    expect(calls('getCaseById')).toHaveLength(1);
  });

  it('asks once for each, the checklist shown from the answer asked for early', async () => {
    renderPage();
    expect(await screen.findByRole('article', { name: 'Passport' })).toBeInTheDocument();
    expect(calls('getCaseById')).toHaveLength(1);
    expect(calls('getCaseChecklist')).toHaveLength(1);
  });

  it('says a missing case is not found, and nothing of its checklist', async () => {
    const missing = () => Promise.reject(new ApiError({ status: 404, code: 'CASE_NOT_FOUND' }));
    send.mockImplementation((name: string) =>
      name === 'getCaseById' || name === 'getCaseChecklist' ? missing() : Promise.resolve(null),
    );
    renderPage();
    expect(await screen.findByText('Case not found')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Back to cases' })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
