import { API, BACKGROUND_JOBS } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { must } from '@/test/must';
import { answer, fail, sent, server } from '@/test/network';
import { useScreenWidth } from '@/test/screen-width';
import { validToken } from '@/test/tokens';
import type { BackgroundJob, BackgroundWork } from '../api/background-work';
import { BackgroundWorkPage } from './background-work-page';

const READ_AT = '2026-12-07T10:00:00.000Z';

/** A job with nothing to say: nothing waits, runs or failed. */
function quiet(name: BackgroundJob['name']): BackgroundJob {
  const queue = ['send-email', 'document-check', 'case-reminders'].includes(name);
  return {
    name,
    kind: queue ? 'queue' : 'schedule',
    everySeconds: queue ? null : 3600,
    queued: 0,
    later: 0,
    running: 0,
    failed: 0,
    doneLastHour: 0,
    oldestQueuedAt: null,
    drainMinutes: null,
    nextRunAt: queue ? null : '2026-12-07T11:00:00.000Z',
    lastFinishedAt: null,
    lastError: null,
  };
}

const allQuiet: BackgroundWork = { jobs: BACKGROUND_JOBS.map(quiet), readAt: READ_AT };

/** The e-mails back up behind a slow mail server; the document checks fail; retention runs every 5 minutes. */
const troubled: BackgroundWork = {
  readAt: READ_AT,
  jobs: allQuiet.jobs.map((job) => {
    if (job.name === 'send-email')
      return {
        ...job,
        queued: 1240,
        later: 3,
        running: 2,
        doneLastHour: 6200,
        oldestQueuedAt: '2026-12-07T07:00:00.000Z',
        drainMinutes: 12,
        lastFinishedAt: '2026-12-07T09:59:30.000Z',
      };
    if (job.name === 'document-check')
      return {
        ...job,
        failed: 2,
        lastError: { message: 'SCANNER_UNREACHABLE', at: '2026-12-07T09:45:00.000Z' },
      };
    if (job.name === 'retention') return { ...job, everySeconds: 300 };
    return job;
  }),
};

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <BackgroundWorkPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The table's row of a job, found by its name in words. */
function rowOf(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Background jobs, those that need attention first' });
  return must(
    within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText(name) !== null),
    `the row of ${name}`,
  );
}

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, validToken());
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the background work screen', () => {
  it('puts a failing job first, with its last error and when it happened', async () => {
    server.use(answer(API.backgroundWork, troubled));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Background work' })).toBeInTheDocument();
    expect(
      await screen.findByText('Some jobs failed or have a backlog; they are listed first.'),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Background jobs, those that need attention first' });
    const [, first, second, third] = within(table).getAllByRole('row');
    // Failures first, then backlogs, then the rest in the contract's order.
    expect(first).toHaveTextContent('Check arriving documents');
    expect(second).toHaveTextContent('Send e-mails');
    expect(third).toHaveTextContent('Send case reminders');

    const failing = rowOf('Check arriving documents');
    expect(failing).toHaveClass('bg-work-failed');
    expect(within(failing).getByText('Failed', { selector: '.badge' })).toBeInTheDocument();
    expect(failing).toHaveTextContent('Queue: runs as work arrives');
    expect(failing).toHaveTextContent(/Last error, .+: SCANNER_UNREACHABLE/);
    expect(within(failing).getByText('SCANNER_UNREACHABLE').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(sent(API.backgroundWork)).toHaveLength(1);
  });

  it('shows a backlog: how many wait, since when and for how long, and how soon it drains', async () => {
    server.use(answer(API.backgroundWork, troubled));
    renderPage();
    await screen.findByRole('table');
    const mail = rowOf('Send e-mails');
    expect(mail).toHaveClass('bg-work-backlog');
    expect(within(mail).getByText('Backlog', { selector: '.badge' })).toBeInTheDocument();
    const cells = within(mail).getAllByRole('cell');
    // Waiting now, waiting for later, running, failed: the figures in the reader's digits.
    expect(cells.slice(1, 5).map((cell) => cell.textContent)).toEqual(['1,240', '3', '2', '0']);
    expect(mail).toHaveTextContent(/Waiting since .+, for 3 hours/);
    expect(mail).toHaveTextContent('About 12 minutes to clear at the last hour’s pace');
    expect(mail).toHaveTextContent('Done in the last hour: 6,200');

    // A quiet schedule: how often it runs, nothing waiting, no drain estimate, not run yet.
    const retention = rowOf('Erase cases past their retention');
    expect(retention).not.toHaveClass('bg-work-failed');
    expect(retention).not.toHaveClass('bg-work-backlog');
    expect(retention).toHaveTextContent('Every 5 minutes');
    expect(retention).toHaveTextContent('Nothing waiting');
    expect(retention).not.toHaveTextContent('About');
    expect(retention).toHaveTextContent('Not yet');
    expect(rowOf('Send case reminders')).toHaveTextContent('Not planned');
    expect(rowOf('Clear expired sessions')).toHaveTextContent('Every 1 hour');
  });

  it('says when all is quiet, keeping the contract’s order, and when the figures were read', async () => {
    server.use(answer(API.backgroundWork, allQuiet));
    renderPage();
    expect(
      await screen.findByText('All quiet: nothing is waiting and nothing failed in the last 7 days.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Figures read at .*2026/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(BACKGROUND_JOBS.length);
    expect(rows[0]).toHaveTextContent('Send e-mails');
    expect(rows.at(-1)).toHaveTextContent('Clear old e-mail records');
    expect(screen.queryByText('Failed', { selector: '.badge' })).not.toBeInTheDocument();
    expect(screen.queryByText('Backlog', { selector: '.badge' })).not.toBeInTheDocument();
  });

  it('says so when no job has reported yet', async () => {
    server.use(answer(API.backgroundWork, { jobs: [], readAt: READ_AT }));
    renderPage();
    expect(await screen.findByText('No background job has reported yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why when the figures cannot be read', async () => {
    server.use(fail(API.backgroundWork, 'FORBIDDEN'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('is a card per job on a phone, the failing one first and marked', async () => {
    useScreenWidth(360);
    server.use(answer(API.backgroundWork, troubled));
    renderPage();
    const cards = await screen.findByRole('list', {
      name: 'Background jobs, those that need attention first',
    });
    const [first] = within(cards).getAllByRole('listitem');
    expect(first).toHaveTextContent('Check arriving documents');
    expect(first).toHaveClass('data-card', 'bg-work-failed');
    expect(within(must(first, 'the first card')).getByText('Failed in 7 days')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads the figures again every 10 seconds, and says when', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    server.use(
      answer(API.backgroundWork, () => {
        reads += 1;
        return reads === 1 ? troubled : { ...allQuiet, readAt: '2026-12-07T10:00:10.000Z' };
      }),
    );
    renderPage();
    expect(
      await screen.findByText('Some jobs failed or have a backlog; they are listed first.'),
    ).toBeVisible();
    const firstRead = screen.getByText(/^Figures read at/).textContent;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(
      await screen.findByText('All quiet: nothing is waiting and nothing failed in the last 7 days.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent(API.backgroundWork)).toHaveLength(2));
    expect(screen.getByText(/^Figures read at/).textContent).not.toBe(firstRead);
  });
});
