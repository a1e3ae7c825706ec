import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { answer, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import type { Due, DueItem } from '../api/key-dates';
import { DueThisWeek, endOfWeek } from './due-this-week';

// Wednesday 16 December 2026: the week ends on Sunday the 20th.
const TODAY = '2026-12-16';

function item(id: number, safeDueDate: string, extra: Partial<DueItem> = {}): DueItem {
  return {
    id,
    caseId: 40 + id,
    caseTypeName: 'Asylum appeal',
    label: `Date ${id}`,
    ruleKey: null,
    safeDueDate,
    pendingDueDate: null,
    critical: false,
    assigneeId: 'u-1',
    assigneeName: 'Amara Okafor',
    ...extra,
  };
}

const DUE: Due = {
  today: TODAY,
  overdue: [item(1, '2026-12-14', { critical: true })],
  withinTwoWorkingDays: [item(2, '2026-12-16'), item(3, '2026-12-18')],
  // Monday next week is not this week.
  withinSevenDays: [item(4, '2026-12-20'), item(5, '2026-12-21')],
  unassigned: [item(3, '2026-12-18', { assigneeId: null, assigneeName: null })],
  awaitingAcceptance: [],
};

function renderCard(due: Due) {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
  server.use(answer(API.dueKeyDates, due), answer(API.keyDateRules, { rules: [] }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DueThisWeek />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('what is due this week, on the staff dashboard', () => {
  it('lists my open dates due by Sunday, the overdue first, each once, with a way to the queue', async () => {
    renderCard(DUE);
    const card = await screen.findByRole('region', { name: 'Due this week' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((entry) => within(entry).getByText(/^Date \d$/).textContent)).toEqual([
      'Date 1',
      'Date 2',
      'Date 3',
      'Date 4',
    ]);
    expect(items[0]).toHaveTextContent('2 days overdue');
    expect(items[0]).toHaveTextContent('Critical');
    expect(items[1]).toHaveTextContent('Due today');
    expect(items[2]).toHaveTextContent('Due 18 Dec 2026');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Case #41 · Asylum appeal' }),
    ).toHaveAttribute('href', '/case/41');
    expect(within(card).getByRole('link', { name: 'All deadlines' })).toHaveAttribute('href', '/deadlines');
    expect(sent(API.dueKeyDates).map((request) => request.query)).toEqual([{ scope: 'mine' }]);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says so when nothing is due', async () => {
    renderCard({ ...DUE, overdue: [], withinTwoWorkingDays: [], withinSevenDays: [], unassigned: [] });
    expect(await screen.findByText('Nothing of yours is due this week.')).toBeInTheDocument();
  });

  it('ends the week on Sunday, a Sunday being its own end', () => {
    expect(endOfWeek('2026-12-14')).toBe('2026-12-20');
    expect(endOfWeek('2026-12-20')).toBe('2026-12-20');
    expect(endOfWeek('2026-12-31')).toBe('2027-01-03');
  });
});
