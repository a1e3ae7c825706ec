/** What `npm run bench` loads the API with: one phase per kind of request. */
import { API, CALENDAR_MONTH_PER_DAY } from '@docket/contract';

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
 * This month as its grid shows it (London): whole weeks, from the Monday on or before its first day
 * to the Sunday on or after its last. The seed's key dates and appointments fall four months either
 * side of today, so every day of it is full.
 */
export function thisMonth(now = new Date()): { from: string; to: string } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(now)
    .split('-')
    .map(Number);
  if (!year || !month) throw new Error('no London day');
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  last.setUTCDate(last.getUTCDate() + ((7 - last.getUTCDay()) % 7));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
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
      label: "Calendar, the firm's month as its grid asks (3 a day, each day counted)",
      target: 'api',
      connections: 10,
      method: 'GET',
      sends: 'token',
      routes: [API.calendar.path],
      next: (route) => ({
        path: `${route}?from=${month.from}&to=${month.to}&perDay=${CALENDAR_MONTH_PER_DAY}`,
      }),
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
