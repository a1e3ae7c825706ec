import { API, type Task } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { must } from '@/test/must';
import { answer, fail, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { londonToday } from './task-view';
import { TasksSection } from './tasks-section';

afterEach(() => setLanguage('en', { remember: false }));

const ME = '6f1c2a4e-8d1b-4c3e-9f0a-1b2c3d4e5f60';

function renderSection() {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False', UserId: ME }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TasksSection caseId={5} />
    </QueryClientProvider>,
  );
}

function dayFromToday(days: number): string {
  const date = new Date(`${londonToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function testTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    caseId: 5,
    title: 'Draft grounds of appeal',
    notes: null,
    assigneeId: ME,
    assigneeName: 'Sam Solicitor',
    dueDate: dayFromToday(3),
    priority: 'high',
    status: 'open',
    minutesSpent: null,
    keyDateId: 7,
    templateId: 2,
    cancelReason: null,
    createdByName: 'Sam Solicitor',
    createdAt: '2026-12-01T10:00:00.000Z',
    completedByName: null,
    completedAt: null,
    ...overrides,
  };
}

const grounds = testTask();
const interpreter = testTask({
  id: 2,
  title: 'Book a Tigrinya interpreter',
  dueDate: dayFromToday(-2),
  priority: 'normal',
  assigneeId: null,
  assigneeName: null,
  keyDateId: null,
  templateId: null,
});
const done = testTask({
  id: 3,
  title: 'Read the refusal letter',
  status: 'done',
  minutesSpent: 40,
  completedByName: 'Sam Solicitor',
  completedAt: '2026-12-02T10:00:00.000Z',
});
const cancelled = testTask({
  id: 4,
  title: 'Tell the client',
  status: 'cancelled',
  cancelReason: 'key_date_waived',
});

describe('the tasks section of a case', () => {
  it('lists the open tasks with their due date, countdown, assignee and priority, and folds the rest below', async () => {
    // A reason typed is shown as typed, even one that reads like a key of the texts.
    const typed = testTask({
      id: 5,
      title: 'Chase the GP',
      status: 'cancelled',
      cancelReason: 'tasks: not needed',
    });
    server.use(answer(API.tasksForCase, { tasks: [grounds, interpreter, done, cancelled, typed] }));
    const user = userEvent.setup();
    renderSection();

    const openList = await screen.findByRole('list', { name: 'Open tasks' });
    const items = within(openList).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = must(items[0], 'the grounds');
    expect(within(first).getByRole('heading', { name: 'Draft grounds of appeal' })).toBeInTheDocument();
    expect(within(first).getByText(`Due ${formatDay(grounds.dueDate ?? '', 'en')}`)).toBeInTheDocument();
    expect(within(first).getByText('in 3 days')).toBeInTheDocument();
    expect(within(first).getByText('High priority')).toBeInTheDocument();
    expect(within(first).getByText(/Assigned to Sam Solicitor/)).toBeInTheDocument();
    const late = must(items[1], 'the interpreter');
    expect(within(late).getByText('2 days overdue')).toBeInTheDocument();
    expect(within(late).getByText('No one assigned')).toBeInTheDocument();

    const folded = screen.getByText('Done or cancelled: 3');
    const closedList = screen.getByRole('list', { hidden: true, name: 'Done or cancelled tasks' });
    expect(closedList).not.toBeVisible();
    await user.click(folded);
    expect(closedList).toBeVisible();
    expect(within(closedList).getByText(/Minutes spent: 40/)).toBeInTheDocument();
    expect(within(closedList).getByText('Cancelled: its key date was waived')).toBeInTheDocument();
    expect(within(closedList).getByText('Cancelled: tasks: not needed')).toBeInTheDocument();
    // Only open tasks can be done or cancelled.
    expect(within(closedList).queryByRole('button')).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('adds a task, checking it with the contract first', async () => {
    server.use(answer(API.tasksForCase, { tasks: [] }), answer(API.addTask, { id: 9 }));
    const user = userEvent.setup();
    renderSection();

    expect(await screen.findByText('No open tasks.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    const form = screen.getByRole('form', { name: 'New task' });
    await user.click(within(form).getByRole('button', { name: 'Add the task' }));
    const title = within(form).getByRole('textbox', { name: /^What is to be done/ });
    expect(title).toHaveAccessibleDescription('Say what is to be done.');
    expect(title).toHaveFocus();
    expect(requestsMade(API.addTask)).toEqual([]);

    await user.type(title, 'Draft the witness statement');
    await user.type(within(form).getByLabelText('Due date'), '2027-01-20');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Priority' }), 'High');
    expect(within(form).getByRole('combobox', { name: 'Assigned to' })).toHaveDisplayValue('Me');
    await user.click(within(form).getByRole('button', { name: 'Add the task' }));
    await waitFor(() =>
      expect(sent(API.addTask)[0]?.body).toEqual({
        caseId: 5,
        title: 'Draft the witness statement',
        priority: 'high',
        dueDate: '2027-01-20',
        assigneeId: ME,
      }),
    );
  });

  it('marks a task done with the minutes it took, and says a refusal in words', async () => {
    server.use(
      answer(API.tasksForCase, { tasks: [grounds, interpreter] }),
      answer(API.completeTask, null),
      fail(API.cancelTask, 'TASK_NOT_OPEN'),
    );
    const user = userEvent.setup();
    renderSection();

    await user.click(await screen.findByRole('button', { name: 'Done: Draft grounds of appeal' }));
    await user.type(screen.getByRole('spinbutton', { name: /^Minutes spent/ }), '25');
    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(sent(API.completeTask)[0]?.body).toEqual({ taskId: 1, minutesSpent: 25 }));

    await user.click(screen.getByRole('button', { name: 'Cancel task: Book a Tigrinya interpreter' }));
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Booked by the tribunal');
    await user.click(screen.getByRole('button', { name: 'Cancel the task' }));
    await waitFor(() =>
      expect(sent(API.cancelTask)[0]?.body).toEqual({ taskId: 2, reason: 'Booked by the tribunal' }),
    );
    expect(
      await screen.findByText('This task is no longer open, so it cannot be changed.'),
    ).toBeInTheDocument();
  });

  it('speaks Tigrinya', async () => {
    await setLanguage('ti', { remember: false });
    server.use(answer(API.tasksForCase, { tasks: [grounds] }));
    renderSection();
    expect(await screen.findByText('ልዑል ቀዳምነት')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ዕዮ ወስኽ' })).toBeInTheDocument();
  });
});
