import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format';
import { setLanguage } from '@/lib/i18n';
import { formatLondonLongDay, londonWallTimeToIso } from '@/lib/london-time';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { answer, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import type { CaseEvent } from '../api/events';
import { dayFromToday, testKeyDate } from '../test/key-date-fixtures';
import { ClientHomeNextDates, ClientNextDates } from './client-next-dates';

afterEach(() => setLanguage('en', { remember: false }));

/** Her case's block, the API answering the appointments given (none unless a test gives them). */
function renderBlock(events: CaseEvent[] = []) {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client', IsAdmin: 'False' }));
  server.use(answer(API.eventsForCase, { events }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClientNextDates caseId={5} />
    </QueryClientProvider>,
  );
}

/** An appointment marked for her, `days` from London's today at 10:00 London time. */
function appointment(overrides: Partial<CaseEvent> = {}, days = 5): CaseEvent {
  const day = dayFromToday(days);
  return {
    id: 31,
    caseId: 5,
    kind: 'ho_interview',
    title: 'Substantive interview (firm note)',
    startsAt: londonWallTimeToIso(`${day}T10:00`) ?? '',
    endsAt: null,
    location: 'Croydon',
    remoteLink: null,
    interpreterLanguage: 'ti',
    interpreterDialect: null,
    interpreterBooked: false,
    clientVisible: true,
    cancelled: false,
    ...overrides,
  };
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

  it('tells her of an appointment in a sentence: the kind, the day, the time, the place and the interpreter asked for', async () => {
    const interview = appointment();
    server.use(answer(API.keyDatesForCase, { keyDates: [] }));
    renderBlock([
      interview,
      // Cancelled, and one already past: neither is hers to attend.
      appointment({ id: 32, cancelled: true }),
      appointment({ id: 33, kind: 'client_meeting' }, -3),
    ]);
    const block = await screen.findByRole('region', { name: 'Your next dates' });
    expect(sent(API.eventsForCase)[0]?.query).toEqual({ caseId: '5' });
    const [item] = within(block).getAllByRole('listitem');
    expect(within(block).getAllByRole('listitem')).toHaveLength(1);
    const day = formatLondonLongDay(interview.startsAt, 'en');
    expect(item).toHaveTextContent(
      `Your Home Office interview is on ${day} at 10:00 in Croydon. An interpreter who speaks Tigrinya has been asked for.`,
    );
    expect(item).toHaveTextContent('in 5 days');
    // The firm's own title is not hers.
    expect(item).not.toHaveTextContent('firm note');

    const link = within(block).getByRole('link', { name: 'Add to my calendar: Your Home Office interview' });
    expect(link).toHaveAttribute('download', 'appointment-31.ics');
    const file = fileOf(link);
    expect(file).toContain(`\r\nDTSTART;TZID=Europe/London:${dayFromToday(5).replace(/-/g, '')}T100000\r\n`);
    expect(file).toContain('\r\nSUMMARY:Your Home Office interview\r\n');
    expect(file).toContain('\r\nLOCATION:Croydon\r\n');
    expect(file).toContain('\r\nDESCRIPTION:An interpreter who speaks Tigrinya has been asked for.\r\n');
    expect(file).toContain('\r\nUID:event-31@docket\r\n');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says nothing of an interpreter when none is asked for, and offers the video link when there is no place', async () => {
    server.use(answer(API.keyDatesForCase, { keyDates: [] }));
    renderBlock([
      appointment({
        kind: 'tribunal_hearing',
        location: null,
        remoteLink: 'https://video.example.org/room/7',
        interpreterLanguage: null,
      }),
    ]);
    const block = await screen.findByRole('region', { name: 'Your next dates' });
    expect(block).toHaveTextContent(/Your tribunal hearing is on .+ at 10:00, by video\./);
    expect(block).not.toHaveTextContent('interpreter');
    expect(within(block).getByRole('link', { name: /^Join by video/ })).toHaveAttribute(
      'href',
      'https://video.example.org/room/7',
    );
  });

  it('puts her dates and appointments in one list, soonest first', async () => {
    server.use(
      answer(API.keyDatesForCase, {
        keyDates: [testKeyDate({ id: 9, clientVisible: true, safeDueDate: dayFromToday(8) })],
      }),
    );
    renderBlock([appointment({}, 2)]);
    const block = await screen.findByRole('region', { name: 'Your next dates' });
    await waitFor(() => expect(within(block).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(block).getAllByRole('listitem');
    expect(first).toHaveTextContent('Your Home Office interview');
    expect(second).toHaveTextContent('Appeal to the First-tier Tribunal');
  });

  it('speaks Tigrinya: the appointment, its day and the interpreter’s language in hers', async () => {
    await setLanguage('ti', { remember: false });
    const interview = appointment();
    server.use(answer(API.keyDatesForCase, { keyDates: [] }));
    renderBlock([interview]);
    const block = await screen.findByRole('region', { name: 'ዝመጽእ ዕለታትኩም' });
    const day = formatLondonLongDay(interview.startsAt, 'ti');
    expect(block).toHaveTextContent(
      `ቃለ-መሕትትኩም ምስ ሆም ኦፊስ ብ${day} ሰዓት 10:00 ኣብ Croydon እዩ። ትግርኛ ዝዛረብ ተርጓሚ ተሓቲቱ ኣሎ።`,
    );
    expect(within(block).getByRole('link', { name: /^ናብ ዓውደ-ኣዋርሐይ ወስኽ/ })).toBeInTheDocument();
  });

  it('speaks Arabic, right to left: the interpreter’s language named in Arabic, the time in Arabic digits', async () => {
    await setLanguage('ar', { remember: false });
    const interview = appointment({ interpreterLanguage: 'ar', interpreterBooked: true });
    server.use(answer(API.keyDatesForCase, { keyDates: [] }));
    renderBlock([interview]);
    const block = await screen.findByRole('region', { name: 'مواعيدك القادمة' });
    const day = formatLondonLongDay(interview.startsAt, 'ar');
    expect(block).toHaveTextContent(
      `مقابلتك مع وزارة الداخلية يوم ${day} الساعة ١٠:٠٠ في Croydon. تم حجز مترجم يتحدث العربية.`,
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows her next dates across her cases on her home screen, each naming its case, two requests a case', async () => {
    localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client', IsAdmin: 'False' }));
    server.use(
      answer(API.keyDatesForCase, (received) => ({
        keyDates:
          received.query.caseId === '5'
            ? [testKeyDate({ id: 9, caseId: 5, clientVisible: true, safeDueDate: dayFromToday(8) })]
            : [],
      })),
      answer(API.eventsForCase, (received) => ({
        events: received.query.caseId === '6' ? [appointment({ id: 50, caseId: 6 }, 2)] : [],
      })),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ClientHomeNextDates
            cases={[
              { id: 5, name: 'Asylum appeal #5' },
              { id: 6, name: 'Fresh claim #6' },
            ]}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const block = await screen.findByRole('region', { name: 'Your next dates' });
    await waitFor(() => expect(within(block).getAllByRole('listitem')).toHaveLength(2));
    const [first, second] = within(block).getAllByRole('listitem');
    expect(first).toHaveTextContent('Your Home Office interview');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Fresh claim #6' })).toHaveAttribute(
      'href',
      '/case/6',
    );
    expect(within(second as HTMLElement).getByRole('link', { name: 'Asylum appeal #5' })).toHaveAttribute(
      'href',
      '/case/5',
    );
    expect(sent(API.keyDatesForCase)).toHaveLength(2);
    expect(sent(API.eventsForCase)).toHaveLength(2);
  });
});
