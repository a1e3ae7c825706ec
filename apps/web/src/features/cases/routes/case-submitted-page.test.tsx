import { API, type CaseDetail, type ChecklistItem } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, server } from '@/test/network';
import { testChecklist, testDetail, testItem } from '../components/detail/checklist/test-checklist';
import { CaseSubmittedPage } from './case-submitted-page';

const item = (id: number, name: string, state: ChecklistItem['state']) => testItem({ id, name, state });

function renderPage(detail: Partial<CaseDetail>, items: ChecklistItem[]) {
  server.use(
    answer(API.getCaseById, testDetail({ id: 41, caseTypeName: 'Asylum claim', ...detail })),
    answer(API.getCaseChecklist, { ...testChecklist(items, 'WithFirm'), caseId: 41 }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/case/41/submitted']}>
        <Routes>
          <Route path="/case/:id/submitted" element={<CaseSubmittedPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CaseSubmittedPage', () => {
  it('says the case arrived, its number, who reviews it, how she will hear and that nothing more is needed', async () => {
    renderPage({ solicitorId: 's1', solicitorName: 'Lena Okafor' }, [item(1, 'Passport', 'AwaitingReview')]);
    expect(screen.getByRole('heading', { name: 'Your case has been sent', level: 1 })).toHaveFocus();
    expect(await screen.findByText('Asylum claim · your case number is 41.')).toBeInTheDocument();
    expect(
      screen.getByText('Lena Okafor, your solicitor, will review your case and documents.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/You will hear from the firm by e-mail/)).toBeInTheDocument();
    expect(await screen.findByText('Nothing more is needed from you now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your case' })).toHaveAttribute('href', '/case/41');
    expect(screen.getByRole('link', { name: 'Go to your home' })).toHaveAttribute('href', '/dashboard');
  });

  it('lists what is still needed, and says the firm will choose a solicitor when none is assigned', async () => {
    renderPage({ solicitorId: null, solicitorName: null }, [
      item(1, 'Passport', 'AwaitingReview'),
      item(2, 'Bank statement', 'Missing'),
      { ...item(3, 'Photograph', 'Missing'), isRequired: false },
    ]);
    expect(
      await screen.findByText('The firm will choose a solicitor, who will review your case and documents.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 document is still needed from you:')).toBeInTheDocument();
    expect(screen.getByText('Bank statement')).toBeInTheDocument();
    expect(screen.queryByText('Passport')).not.toBeInTheDocument();
    // An optional document is not owed.
    expect(screen.queryByText('Photograph')).not.toBeInTheDocument();
  });
});
