import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { answer, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import { dayFromToday, testKeyDate } from '../test/key-date-fixtures';
import { ClientNextDates } from './client-next-dates';

afterEach(() => setLanguage('en', { remember: false }));

function renderBlock() {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client', IsAdmin: 'False' }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClientNextDates caseId={5} />
    </QueryClientProvider>,
  );
}

const interview = testKeyDate({
  id: 7,
  ruleKey: null,
  ruleVersion: null,
  label: 'Your Home Office interview',
  labels: null,
  safeDueDate: dayFromToday(5),
  dueDate: dayFromToday(5),
  clientVisible: true,
  steps: [],
});

/** The calendar file behind a link, as its text. */
const fileOf = (link: HTMLElement) =>
  decodeURIComponent((link.getAttribute('href') ?? '').replace(/^data:text\/calendar;charset=utf-8,/, ''));

describe('the client’s next dates', () => {
  it('shows only the dates the API returns to her, as sentences, each with a calendar file', async () => {
    server.use(answer(API.keyDatesForCase, { keyDates: [interview] }));
    renderBlock();

    const block = await screen.findByRole('region', { name: 'Your next dates' });
    expect(sent(API.keyDatesForCase)[0]?.query).toEqual({ caseId: '5' });
    expect(
      within(block).getByText(`Your Home Office interview is on ${formatDay(interview.safeDueDate, 'en')}.`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(block).getByText('in 5 days')).toBeInTheDocument();
    expect(within(block).getAllByRole('listitem')).toHaveLength(1);
    // No workings of the firm.
    expect(within(block).queryByText('How was this worked out?')).not.toBeInTheDocument();

    const link = within(block).getByRole('link', { name: 'Add to my calendar: Your Home Office interview' });
    expect(link).toHaveAttribute('download', 'key-date-7.ics');
    const file = fileOf(link);
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain(`\r\nDTSTART;VALUE=DATE:${interview.safeDueDate.replace(/-/g, '')}\r\n`);
    expect(file).toContain('\r\nSUMMARY:Your Home Office interview\r\n');
    expect(file).toContain('\r\nUID:key-date-7@docket\r\n');
    expect(file).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(file).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says nothing when the API returns her no date', async () => {
    server.use(answer(API.keyDatesForCase, { keyDates: [] }));
    renderBlock();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent(API.keyDatesForCase)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Your next dates' })).not.toBeInTheDocument();
  });

  it('speaks her language: Tigrinya, with the rule’s label in it', async () => {
    await setLanguage('ti', { remember: false });
    server.use(
      answer(API.keyDatesForCase, {
        keyDates: [testKeyDate({ id: 8, clientVisible: true, safeDueDate: dayFromToday(0) })],
      }),
    );
    renderBlock();
    const block = await screen.findByRole('region', { name: 'ዝመጽእ ዕለታትኩም' });
    expect(within(block).getByText('ሎሚ')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: /^ናብ ዓውደ-ኣዋርሐይ ወስኽ/ })).toBeInTheDocument();
  });
});
