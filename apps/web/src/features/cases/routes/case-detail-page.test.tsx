import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { answer, fail, hang, respond, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { testChecklist, testDetail, testItem } from '../components/detail/checklist/test-checklist';
import { CaseDetailPage } from './case-detail-page';

beforeEach(() => {
  server.use(
    answer(API.getCaseById, testDetail()),
    answer(API.getCaseChecklist, testChecklist([testItem()])),
  );
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
    server.use(hang(API.getCaseById));
    renderPage();
    await waitFor(() => expect(sent(API.getCaseChecklist)).toHaveLength(1));
    expect(sent(API.getCaseChecklist)[0]?.query).toEqual({ id: '5' });
    expect(sent(API.getCaseById).map((request) => request.query)).toEqual([{ id: '5' }]);
  });

  it('asks once for each, the checklist shown from the answer asked for early', async () => {
    renderPage();
    expect(await screen.findByRole('article', { name: 'Passport' })).toBeInTheDocument();
    expect(sent(API.getCaseById)).toHaveLength(1);
    expect(sent(API.getCaseChecklist)).toHaveLength(1);
  });

  it('shows the sections below the checklist only once it is drawn, so nothing above them moves', async () => {
    let answerChecklist: () => void = () => {};
    const checklistAnswered = new Promise<void>((resolve) => {
      answerChecklist = resolve;
    });
    server.use(
      respond(API.getCaseChecklist, async (_received, reply) => {
        await checklistAnswered;
        return reply.ok(testChecklist([testItem()]));
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Case Detail' })).toBeNull();
    answerChecklist();
    expect(await screen.findByRole('article', { name: 'Passport' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Case Detail' })).toBeInTheDocument();
  });

  it('draws a section when it is first opened, and keeps it drawn, with what was typed, once closed', async () => {
    server.use(answer(API.getCaseNotes, []), answer(API.getCaseTimeline, []));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Case Notes' }));
    // The closed sections' forms are not drawn (nor loaded) with the page, nor their data asked for.
    expect(screen.queryByLabelText(/Document Name/)).toBeNull();
    expect(sent(API.getCaseTimeline)).toHaveLength(0);
    await user.type(await screen.findByLabelText('New note'), 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Attached Documents' }));
    expect(await screen.findByLabelText(/Document Name/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Case Notes' }));
    expect(screen.getByLabelText('New note')).toHaveValue('Half a thought');
    expect(sent(API.getCaseNotes)).toHaveLength(1);
  });

  it('says a missing case is not found, and nothing of its checklist', async () => {
    server.use(fail(API.getCaseById, 'CASE_NOT_FOUND'), fail(API.getCaseChecklist, 'CASE_NOT_FOUND'));
    renderPage();
    expect(await screen.findByText('Case not found')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Back to cases' })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Documents' })).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
    // A 404 is not asked again.
    expect(sent(API.getCaseById)).toHaveLength(1);
  });
});
