import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { answer, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import type { Due, DueItem, Rule } from '../api/key-dates';
import { DeadlinesPage } from './deadlines-page';

const TODAY = '2026-12-21';

function item(id: number, extra: Partial<DueItem> = {}): DueItem {
  return {
    id,
    caseId: 40 + id,
    caseTypeName: 'Asylum appeal',
    label: `Hand-made date ${id}`,
    ruleKey: null,
    safeDueDate: TODAY,
    pendingDueDate: null,
    critical: false,
    assigneeId: 'u-2',
    assigneeName: 'Grace Okafor',
    ...extra,
  };
}

const LABELS = {
  en: 'Appeal to the First-tier Tribunal (in the UK)',
  es: 'Recurso ante el First-tier Tribunal (en el Reino Unido)',
  de: 'Rechtsmittel zum First-tier Tribunal (im Vereinigten Königreich)',
  it: 'Ricorso al First-tier Tribunal (nel Regno Unito)',
  ru: 'Апелляция в Трибунал первого уровня (в Великобритании)',
  ar: 'الاستئناف أمام محكمة الدرجة الأولى (داخل المملكة المتحدة)',
  fa: 'تجدیدنظر در دادگاه بدوی (در بریتانیا)',
  ckb: 'تێهەڵچوونەوە بۆ دادگای یەکەم (لە بەریتانیا)',
  ps: 'لومړنۍ محکمې ته استیناف (په بریتانیا کې)',
  ti: 'ይግባይ ናብ ቀዳማይ ደረጃ ቤት ፍርዲ (ኣብ ዓዲ እንግሊዝ)',
  ur: 'فرسٹ ٹیئر ٹریبونل میں اپیل (برطانیہ میں)',
  vi: 'Kháng cáo lên Tòa sơ thẩm (ở Vương quốc Anh)',
  sq: 'Ankim në Gjykatën e Shkallës së Parë (në Mbretërinë e Bashkuar)',
};

const APPEAL_RULE: Rule = {
  key: 'ftt.appeal.in_uk',
  version: 1,
  label: LABELS,
  trigger: 'decision_sent',
  amount: 14,
  unit: 'calendar_days',
  obligationOf: 'firm',
  appliesWhen: { location: 'in_uk' },
  informational: false,
  nonWorkingEnd: 'not_verified',
  cutOffLocalTime: null,
  citation: {
    text: 'Tribunal Procedure (FtT) (IAC) Rules 2014, r.19(2)',
    url: 'https://www.legislation.gov.uk/uksi/2014/2604/schedule/rule/19',
  },
  note: 'The tribunal’s own rule on a period ending on a non-working day was not retrieved.',
  verifiedBy: null,
  verifiedAt: null,
};

const QUEUE: Due = {
  today: TODAY,
  overdue: [
    item(1, {
      ruleKey: 'ftt.appeal.in_uk',
      label: LABELS.en,
      safeDueDate: '2026-12-18',
      critical: true,
    }),
  ],
  withinTwoWorkingDays: [item(2, { safeDueDate: '2026-12-22' })],
  withinSevenDays: [],
  unassigned: [item(3, { safeDueDate: '2026-12-30', assigneeId: null, assigneeName: null })],
  awaitingAcceptance: [item(4, { safeDueDate: '2027-01-20', pendingDueDate: '2027-01-21' })],
};

const FIRM_QUEUE: Due = {
  ...QUEUE,
  overdue: [...QUEUE.overdue, item(5, { label: 'A colleague’s date', safeDueDate: '2026-12-20' })],
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(address = '/deadlines') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/deadlines" element={<DeadlinesPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const group = (name: RegExp) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
  server.use(
    answer(API.keyDateRules, { rules: [APPEAL_RULE] }),
    answer(API.dueKeyDates, (received) => (received.query.scope === 'firm' ? FIRM_QUEUE : QUEUE)),
  );
});

describe('the Deadlines queue', () => {
  it('shows each group as cards: the label, the case, the safe date, days left or overdue, who, and what is critical', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Deadlines' })).toBeInTheDocument();
    expect(await screen.findByText(/Worked out for today, 21 Dec 2026/)).toBeInTheDocument();

    const overdue = group(/^Overdue/);
    const [late] = within(overdue).getAllByRole('listitem');
    expect(late).toHaveClass('due-overdue');
    expect(within(late as HTMLElement).getByRole('heading', { name: LABELS.en })).toBeInTheDocument();
    expect(
      within(late as HTMLElement).getByRole('link', { name: 'Case #41 · Asylum appeal' }),
    ).toHaveAttribute('href', '/case/41');
    expect(late).toHaveTextContent('Due 18 Dec 2026');
    expect(late).toHaveTextContent('3 days overdue');
    expect(late).toHaveTextContent('Critical');
    expect(late).toHaveTextContent('Assigned to Grace Okafor');

    const soon = within(group(/^Due within 2 working days/)).getByRole('listitem');
    expect(soon).toHaveClass('due-soon');
    expect(soon).toHaveTextContent('1 day left');
    expect(soon).not.toHaveTextContent('Critical');

    expect(group(/^Due within 7 days/)).toHaveTextContent('Nothing else is due in the next 7 days.');
    expect(within(group(/^Due within 7 days/)).queryByRole('list')).not.toBeInTheDocument();
    expect(within(group(/^No one assigned/)).getByRole('listitem')).toHaveTextContent('Assigned to no one');
    expect(within(group(/^Changes awaiting acceptance/)).getByRole('listitem')).toHaveTextContent(
      'A later date, 21 Jan 2027, awaits acceptance; until then the earlier date stands.',
    );
    expect(sent(API.dueKeyDates).map((request) => request.query)).toEqual([{ scope: 'mine' }]);
  });

  it('keeps mine or the firm’s in the address, and asks for the one chosen', async () => {
    const user = userEvent.setup();
    renderPage('/deadlines?scope=firm');
    expect(await screen.findByText('A colleague’s date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "The firm's" })).toHaveAttribute('aria-pressed', 'true');
    expect(sent(API.dueKeyDates).at(-1)?.query).toEqual({ scope: 'firm' });

    await user.click(screen.getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/deadlines?scope=mine'));
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByText('A colleague’s date')).not.toBeInTheDocument());
    expect(sent(API.dueKeyDates).at(-1)?.query).toEqual({ scope: 'mine' });
  });

  it('shows a rule’s label in the reader’s language', async () => {
    await setLanguage('de', { remember: false });
    try {
      renderPage();
      expect(await screen.findByRole('heading', { level: 1, name: 'Fristen' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: LABELS.de })).toBeInTheDocument();
      expect(screen.getByText('3 Tage überfällig')).toBeInTheDocument();
    } finally {
      await setLanguage('en', { remember: false });
    }
  });

  it('tells a client it is not for her, and asks the server nothing', () => {
    localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Client', IsAdmin: 'False' }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Deadlines' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Only the firm's staff see the deadlines.");
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(requestsMade()).toEqual([]);
  });
});
