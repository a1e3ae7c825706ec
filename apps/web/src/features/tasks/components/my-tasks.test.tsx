import { API, type MyTask } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { must } from '@/test/must';
import { answer, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import MyTasks from './my-tasks';
import { londonToday } from './task-view';

const dayFromToday = (days: number) => {
  const date = new Date(`${londonToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

function task(id: number, extra: Partial<MyTask> = {}): MyTask {
  return {
    id,
    caseId: 40 + id,
    caseTypeName: 'Asylum appeal',
    title: `Task ${id}`,
    dueDate: dayFromToday(id),
    priority: 'normal',
    keyDateId: null,
    ...extra,
  };
}

function renderCard(tasks: MyTask[]) {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
  server.use(answer(API.myTasks, { tasks }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MyTasks />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('my tasks, on the staff dashboard', () => {
  it('lists the open tasks given to me, each with its case, when it is due and how urgent', async () => {
    renderCard([
      task(1, { title: 'Draft grounds of appeal', dueDate: dayFromToday(-2), priority: 'high' }),
      task(2, { title: 'Book the interpreter', dueDate: dayFromToday(0) }),
      task(3, { title: 'Call the client', dueDate: null, priority: 'low' }),
    ]);
    const card = await screen.findByRole('region', { name: 'My tasks' });
    const items = await within(card).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Draft grounds of appeal');
    expect(items[0]).toHaveTextContent('High priority');
    expect(items[0]).toHaveTextContent('2 days overdue');
    expect(
      within(must(items[0], 'the first task')).getByRole('link', { name: 'Case #41 · Asylum appeal' }),
    ).toHaveAttribute('href', '/case/41');
    expect(items[1]).toHaveTextContent('today');
    expect(items[1]).not.toHaveTextContent('priority');
    expect(items[2]).toHaveTextContent('No due date');
    expect(items[2]).toHaveTextContent('Low priority');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows the first eight and the rest on asking', async () => {
    const user = renderCard(Array.from({ length: 11 }, (_, index) => task(index + 1)));
    const card = await screen.findByRole('region', { name: 'My tasks' });
    expect(await within(card).findAllByRole('listitem')).toHaveLength(8);
    await user.click(within(card).getByRole('button', { name: 'Show all 11' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(11);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nothing is given to me', async () => {
    renderCard([]);
    expect(await screen.findByText('No open tasks are assigned to you.')).toBeInTheDocument();
  });
});
