import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  testChecklist,
  testDetail,
  testItem,
} from '@/features/cases/components/detail/checklist/test-checklist';
import { CaseDetailPage } from '@/features/cases/routes/case-detail-page';
import { dayFromToday, testKeyDate } from '@/features/key-dates/test/key-date-fixtures';
import { dashboardCard } from '@/lib/dashboard-cards';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { answer, requestsMade, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import './case-sections';

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

const dated = testKeyDate({ clientVisible: true, safeDueDate: dayFromToday(4) });

describe('key dates on the case page', () => {
  it('gives staff a Key dates section, loaded when first opened', async () => {
    server.use(
      answer(API.getCaseById, testDetail()),
      answer(API.getCaseChecklist, testChecklist([testItem()])),
      answer(API.keyDatesForCase, { keyDates: [dated] }),
      answer(API.eventsForCase, { events: [] }),
    );
    const user = userEvent.setup();
    renderCase(validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
    const header = await screen.findByRole('button', { name: 'Key dates' });
    expect(requestsMade(API.keyDatesForCase)).toEqual([]);
    await user.click(header);
    expect(
      await screen.findByRole('heading', { name: 'Appeal to the First-tier Tribunal' }),
    ).toBeInTheDocument();
    expect(screen.getByText('in 4 days')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your next dates' })).not.toBeInTheDocument();
  });

  it('gives staff a Tasks section, loaded when first opened', async () => {
    server.use(
      answer(API.getCaseById, testDetail()),
      answer(API.getCaseChecklist, testChecklist([testItem()])),
      answer(API.tasksForCase, {
        tasks: [
          {
            id: 1,
            caseId: 5,
            title: 'Draft grounds of appeal',
            notes: null,
            assigneeId: null,
            assigneeName: null,
            dueDate: dayFromToday(2),
            priority: 'high',
            status: 'open',
            minutesSpent: null,
            keyDateId: null,
            templateId: null,
            cancelReason: null,
            createdByName: null,
            createdAt: '2026-12-01T10:00:00.000Z',
            completedByName: null,
            completedAt: null,
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderCase(validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
    const header = await screen.findByRole('button', { name: 'Tasks' });
    expect(requestsMade(API.tasksForCase)).toEqual([]);
    await user.click(header);
    expect(await screen.findByRole('heading', { name: 'Draft grounds of appeal' })).toBeInTheDocument();
    expect(screen.getByText('in 2 days')).toBeInTheDocument();
  });

  it('shows a client her next dates, and no section of the firm’s', async () => {
    server.use(
      answer(API.getCaseById, testDetail()),
      answer(API.getCaseChecklist, testChecklist([testItem()])),
      answer(API.keyDatesForCase, { keyDates: [dated] }),
      answer(API.eventsForCase, { events: [] }),
    );
    renderCase(validToken({ Role: 'Client', IsAdmin: 'False' }));
    const block = await screen.findByRole('region', { name: 'Your next dates' });
    expect(within(block).getByRole('link', { name: /^Add to my calendar/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Case Detail' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Key dates' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tasks' })).not.toBeInTheDocument();
    expect(requestsMade(API.tasksForCase)).toEqual([]);
  });
});

describe('key dates on the dashboard', () => {
  it('provides the client’s next dates, the staff’s week and their tasks, each in its own chunk', () => {
    expect(dashboardCard('clientNextDates')).not.toBeNull();
    expect(dashboardCard('dueThisWeek')).not.toBeNull();
    expect(dashboardCard('myTasks')).not.toBeNull();
  });
});
