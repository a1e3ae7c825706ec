/** What `npm run bench` loads the API with: one phase per kind of request. */
import { API } from '@docket/contract';

/** Seeded clients (bench/seed-cases.ts) that get a password for the sign-in phase. */
export const SIGN_IN_USERS = Array.from({ length: 20 }, (_, i) => `client${i + 1}@bench.test`);
export const SIGN_IN_PASSWORD = 'Bench-Client-2026!';
export const BENCH_ADMIN = { email: 'bench-admin@bench.test', password: 'Bench-Admin-2026!' };

/** Quiet: no background work due. Busy: the backlog a start brings. */
export type Mode = 'quiet' | 'busy';
export const MODES: Mode[] = ['quiet', 'busy'];

/** The ids of a database's seeded cases. */
export type CaseRange = { lo: number; hi: number };

export type Phase = {
  key: string;
  label: string;
  target: 'bare' | 'api';
  connections: number;
  method: 'GET' | 'POST';
  /** As the bench's signed-in administrator, or a JSON body without a token. */
  sends: 'token' | 'json' | 'nothing';
  /** The call's path; an older commit may have had it at another (the first one it has is used). */
  routes: string[];
  /** The next request to the route: its path with the query, and its body; made for every request. */
  next: (route: string, cases: CaseRange) => { path: string; body?: string };
};

const anyCase = ({ lo, hi }: CaseRange) => lo + Math.floor(Math.random() * (hi - lo + 1));

/**
 * This month, its first day to its last (London): the seed's key dates and appointments fall four
 * months either side of today, so the month is full.
 */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(now)
    .split('-')
    .map(Number);
  if (!year || !month) throw new Error('no London day');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

export function apiPhases(): Phase[] {
  const month = thisMonth();
  const terms = ['smith', 'okafor', 'case type 1', 'amina', 'home office', 'petrov'];
  let n = 0;
  return [
    {
      key: 'bare',
      label: 'bare Fastify route (own process)',
      target: 'bare',
      connections: 10,
      method: 'GET',
      sends: 'nothing',
      routes: ['/bare'],
      next: (route) => ({ path: route }),
    },
    {
      key: 'byId',
      label: 'GetCaseById',
      target: 'api',
      connections: 10,
      method: 'GET',
      sends: 'token',
      routes: [API.getCaseById.path],
      next: (route, cases) => ({ path: `${route}?id=${anyCase(cases)}` }),
    },
    {
      key: 'currentUser',
      label: 'GetCurrentUser',
      target: 'api',
      connections: 10,
      method: 'POST',
      sends: 'token',
      routes: [API.getCurrentUser.path],
      next: (route) => ({ path: route }),
    },
    {
      key: 'search',
      label: 'case list, searched (page of 50)',
      target: 'api',
      connections: 10,
      method: 'GET',
      sends: 'token',
      // Before SearchCases, GetCases was the paged list.
      routes: [API.searchCases.path, API.getCases.path],
      next: (route) => ({
        path: `${route}?pageNo=1&pageSize=50&sortColumn=createdAt&sortOrder=desc&searchQuery=${encodeURIComponent(terms[n++ % terms.length] ?? '')}`,
      }),
    },
    {
      key: 'sorted',
      label: 'case list, by client, pages 1-20',
      target: 'api',
      connections: 10,
      method: 'GET',
      sends: 'token',
      routes: [API.searchCases.path, API.getCases.path],
      next: (route) => ({
        path: `${route}?pageNo=${1 + (n++ % 20)}&pageSize=50&sortColumn=clientName&sortOrder=asc`,
      }),
    },
    {
      key: 'checklist',
      label: 'GetCaseChecklist (4 items, 2 files)',
      target: 'api',
      connections: 10,
      method: 'GET',
      sends: 'token',
      routes: [API.getCaseChecklist.path],
      next: (route, cases) => ({ path: `${route}?id=${anyCase(cases)}` }),
    },
    {
      key: 'deadlines',
      label: "Deadlines queue, the firm's (300,000 key dates)",
      target: 'api',
      connections: 10,
      method: 'GET',
      sends: 'token',
      routes: [API.dueKeyDates.path],
      next: (route) => ({ path: `${route}?scope=firm` }),
    },
    {
      key: 'calendar',
      label: "Calendar, the firm's month (key dates and appointments)",
      target: 'api',
      connections: 10,
      method: 'GET',
      sends: 'token',
      routes: [API.calendar.path],
      next: (route) => ({ path: `${route}?from=${month.from}&to=${month.to}` }),
    },
    {
      key: 'signIn',
      label: `sign-in (Login, ${SIGN_IN_USERS.length} users)`,
      target: 'api',
      connections: 20,
      method: 'POST',
      sends: 'json',
      routes: [API.login.path],
      next: (route) => ({
        path: route,
        body: JSON.stringify({
          email: SIGN_IN_USERS[n++ % SIGN_IN_USERS.length],
          password: SIGN_IN_PASSWORD,
        }),
      }),
    },
  ];
}
