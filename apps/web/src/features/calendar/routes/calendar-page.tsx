import { CALENDAR_MONTH_PER_DAY, type CalendarDayTotal, EVENT_KINDS } from '@docket/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { FailureAlert } from '@/components/failure-alert';
import { WithKeyDateTexts } from '@/components/with-key-date-texts';
import { dateFormatter, formatDay } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { isStaffRole, type SessionUser } from '@/lib/session';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSessionUser } from '@/lib/use-session';
import {
  type CalendarEntry,
  type CalendarQuery,
  useCalendar,
  useCaseTypeOptions,
  useSolicitorOptions,
} from '../api/calendar';
import { type CalendarView, daysBetween, isDay, rangeOf, step, VIEWS } from '../components/calendar-dates';
import { CalendarFeed } from '../components/calendar-feed';
import { DayList } from '../components/day-list';
import { MonthGrid } from '../components/month-grid';
import '../calendar.css';

/** London's today as YYYY-MM-DD (en-CA writes dates so). */
const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

const KINDS = ['key_date', ...EVENT_KINDS] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: string | null): value is Kind => KINDS.some((kind) => kind === value);
const isView = (value: string | null): value is CalendarView => VIEWS.some((view) => view === value);

/** The screen's state, kept in the address so it can be shared, bookmarked and gone back to. */
function useCalendarState(user: SessionUser | null) {
  const [search, setSearch] = useSearchParams();
  const view: CalendarView = isView(search.get('view')) ? (search.get('view') as CalendarView) : 'month';
  const today = londonToday();
  const dateParam = search.get('date');
  const day = isDay(dateParam) ? dateParam : today;
  // Whose: mine by default for a solicitor, everyone's for an administrator (whose cases are all).
  const person = search.get('person') ?? (user?.role === 'Admin' ? 'all' : 'me');
  const kindParam = search.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const caseTypeParam = Number(search.get('caseType'));
  const caseTypeId = Number.isInteger(caseTypeParam) && caseTypeParam > 0 ? caseTypeParam : undefined;
  const changed = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') params.delete(key);
      else params.set(key, value);
    }
    return params;
  };
  const set = (changes: Record<string, string | null>) => setSearch(changed(changes));
  /** A day's agenda, the filters kept: where a month's "+12 more" leads. */
  const dayHref = (date: string) => `?${changed({ view: 'agenda', date })}`;
  const assigneeId = person === 'me' ? user?.userId : person === 'all' ? undefined : person;
  return { view, day, today, person, kind, caseTypeId, assigneeId, set, dayHref };
}

function CalendarScreen() {
  const user = useSessionUser();
  return isStaffRole(user?.role) ? (
    <CalendarOfFirm user={user} />
  ) : (
    <AdminOnlyScreen titleKey="calendar.title" messageKey="calendar.staffOnly" />
  );
}

function CalendarOfFirm({ user }: { user: SessionUser | null }) {
  const { t, i18n } = useTranslation();
  usePageTitle('calendar.title');
  const language = i18n.resolvedLanguage ?? 'en';
  const ids = { person: useId(), kind: useId(), caseType: useId(), filters: useId() };
  const wide = useMediaQuery('(min-width: 768px)');
  const { view, day, today, person, kind, caseTypeId, assigneeId, set, dayHref } = useCalendarState(user);
  const { from, to } = rangeOf(view, day);
  const query: CalendarQuery = {
    from,
    to,
    ...(kind ? { kind } : {}),
    ...(assigneeId ? { assigneeId } : {}),
    ...(caseTypeId ? { caseTypeId } : {}),
    // A month shows a few a day and each day's count: a firm's month can hold 40,000 dates.
    ...(view === 'month' ? { perDay: CALENDAR_MONTH_PER_DAY } : {}),
  };
  const { data, error, isPending, isPlaceholderData } = useCalendar(query);
  const caseTypes = useCaseTypeOptions();
  const solicitors = useSolicitorOptions(user?.role === 'Admin');
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEntry[]>();
    for (const entry of data?.items ?? []) map.set(entry.date, [...(map.get(entry.date) ?? []), entry]);
    return map;
  }, [data]);
  const totals = useMemo(
    () => new Map<string, CalendarDayTotal>((data?.days ?? []).map((total) => [total.date, total])),
    [data],
  );

  const asDate = (value: string) => new Date(`${value}T00:00:00Z`);
  const heading =
    view === 'month'
      ? dateFormatter(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(asDate(day))
      : dateFormatter(language, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
          asDate(from),
          asDate(to),
        );
  // A month on a phone is read as its days: the month's own days, not the grid's edges.
  const monthDays = daysBetween(`${day.slice(0, 7)}-01`, to).filter(
    (value) => value.slice(0, 7) === day.slice(0, 7),
  );

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-1">
          {t('calendar.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('calendar.intro')}</p>
      </div>
      <div className="card">
        <div className="card-body">
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <fieldset>
              <legend className="visually-hidden">{t('calendar.views.label')}</legend>
              <div className="btn-group flex-wrap">
                {VIEWS.map((option) => (
                  <button
                    key={option}
                    type="button"
                    className={`btn ${view === option ? 'btn-primary' : 'btn-outline-primary'}`}
                    aria-pressed={view === option}
                    onClick={() => set({ view: option })}
                  >
                    {t(`calendar.views.${option}`)}
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset className="d-flex flex-wrap gap-2">
              <legend className="visually-hidden">{t('calendar.move.label')}</legend>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => set({ date: step(view, day, -1) })}
              >
                {t(`calendar.move.previous.${view}`)}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => set({ date: null })}>
                {t('calendar.today')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => set({ date: step(view, day, 1) })}
              >
                {t(`calendar.move.next.${view}`)}
              </button>
            </fieldset>
          </div>
          <fieldset className="row g-2 mb-3" aria-describedby={ids.filters}>
            <legend className="visually-hidden">{t('calendar.filters.label')}</legend>
            <div className="col-sm-4">
              <label htmlFor={ids.person} className="form-label">
                {t('calendar.filters.person')}
              </label>
              <select
                id={ids.person}
                className="form-select"
                value={person}
                onChange={(event) => set({ person: event.target.value })}
              >
                <option value="me">{t('calendar.filters.me')}</option>
                <option value="all">{t('calendar.filters.everyone')}</option>
                {(solicitors.data ?? [])
                  .filter((solicitor) => solicitor.id !== user?.userId)
                  .map((solicitor) => (
                    <option key={solicitor.id} value={solicitor.id}>
                      {solicitor.fullName}
                    </option>
                  ))}
              </select>
            </div>
            <div className="col-sm-4">
              <label htmlFor={ids.kind} className="form-label">
                {t('calendar.filters.kind')}
              </label>
              <select
                id={ids.kind}
                className="form-select"
                value={kind ?? ''}
                onChange={(event) => set({ kind: event.target.value })}
              >
                <option value="">{t('calendar.filters.allKinds')}</option>
                {KINDS.map((option) => (
                  <option key={option} value={option}>
                    {t(`appointments.kinds.${option}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-sm-4">
              <label htmlFor={ids.caseType} className="form-label">
                {t('calendar.filters.caseType')}
              </label>
              <select
                id={ids.caseType}
                className="form-select"
                value={caseTypeId ? String(caseTypeId) : ''}
                onChange={(event) => set({ caseType: event.target.value })}
              >
                <option value="">{t('calendar.filters.allCaseTypes')}</option>
                {(caseTypes.data ?? []).map((caseType) => (
                  <option key={caseType.id} value={caseType.id}>
                    {caseType.caseTypeName}
                  </option>
                ))}
              </select>
            </div>
            <p id={ids.filters} className="small text-body-secondary mb-0">
              {t('calendar.filters.hint')}
            </p>
          </fieldset>
          <h2 className="h5 mb-3" aria-live="polite">
            {heading}
          </h2>
          <FailureAlert error={error} />
          {isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
          {data?.through ? (
            <p className="alert alert-warning" role="status">
              {t('calendar.through', { date: formatDay(data.through, language) })}
            </p>
          ) : null}
          {data ? (
            <div aria-busy={isPlaceholderData}>
              {view === 'month' && wide ? (
                <MonthGrid day={day} today={today} byDay={byDay} totals={totals} dayHref={dayHref} />
              ) : view === 'month' ? (
                <DayList
                  days={monthDays}
                  today={today}
                  byDay={byDay}
                  showEmpty={false}
                  totals={totals}
                  dayHref={dayHref}
                />
              ) : (
                <DayList
                  days={daysBetween(from, to)}
                  today={today}
                  byDay={byDay}
                  showEmpty={view === 'week'}
                />
              )}
            </div>
          ) : null}
        </div>
      </div>
      <CalendarFeed />
    </section>
  );
}

/** The screen, once its texts are loaded. */
export function CalendarPage() {
  return (
    <WithKeyDateTexts>
      <CalendarScreen />
    </WithKeyDateTexts>
  );
}

export { CalendarPage as Component };
