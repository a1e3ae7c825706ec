import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { answer, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { CaseDetailPage } from '../../routes/case-detail-page';
import { testChecklist, testDetail, testItem } from './checklist/test-checklist';

function renderCase(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/case/5']}>
        <Routes>
          <Route path="/case/:id" element={<CaseDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const held = {
  reason: 'Judicial review pending',
  heldByName: 'Firm Administrator',
  heldAt: '2026-10-01T09:00:00.000Z',
};

describe('a case’s legal hold on its page', () => {
  it('shows an administrator that there is none, places one with a reason, and shows it once placed', async () => {
    let hold: typeof held | null = null;
    server.use(
      answer(API.getCaseById, () => testDetail({ status: 'Closed', legalHold: hold })),
      answer(API.getCaseChecklist, testChecklist([testItem()])),
      answer(API.placeLegalHold, () => {
        hold = held;
        return null;
      }),
    );
    const user = userEvent.setup();
    renderCase(validToken());
    expect(await screen.findByText('No legal hold.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place legal hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place a legal hold on #5 Asylum claim' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Judicial review pending');
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    await waitFor(() =>
      expect(sent(API.placeLegalHold)[0]?.body).toEqual({ caseId: 5, reason: 'Judicial review pending' }),
    );
    expect(
      await screen.findByText(/placed by Firm Administrator: Judicial review pending/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift hold' })).toBeInTheDocument();
  });

  it('says nothing of holds to someone the server does not tell', async () => {
    server.use(
      answer(API.getCaseById, testDetail()),
      answer(API.getCaseChecklist, testChecklist([testItem()])),
    );
    renderCase(validToken({ Role: 'Client', IsAdmin: 'False' }));
    expect(await screen.findByText('Amal Haddad')).toBeInTheDocument();
    expect(screen.queryByText('Legal hold')).not.toBeInTheDocument();
  });
});
