import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { FailureAlert } from '@/components/failure-alert';
import { WithKeyDateTexts } from '@/components/with-key-date-texts';
import { formatDay } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { isStaffRole } from '@/lib/session';
import { useSessionUser } from '@/lib/use-session';
import { type DueScope, type Rule, useDue, useRules } from '../api/key-dates';
import { DUE_GROUPS, DueGroup } from '../components/due-group';
import '../deadlines.css';

const SCOPES: readonly DueScope[] = ['mine', 'firm'];

/**
 * The Deadlines work queue (issue 32, decision 046): the open key dates overdue, due within 2
 * working days, within 7 days, with no assignee, and those whose later date awaits acceptance;
 * mine or the firm's, kept in the address (`?scope=firm`). Grouped by the server on London's today.
 */
function DeadlinesScreen() {
  const isStaff = isStaffRole(useSessionUser()?.role);
  return isStaff ? (
    <DeadlinesQueue />
  ) : (
    <AdminOnlyScreen titleKey="deadlines.title" messageKey="deadlines.staffOnly" />
  );
}

function DeadlinesQueue() {
  const { t, i18n } = useTranslation();
  usePageTitle('deadlines.title');
  const [search, setSearch] = useSearchParams();
  const scope: DueScope = search.get('scope') === 'firm' ? 'firm' : 'mine';
  const { data, error, isPending } = useDue(scope);
  const rules = useRules();
  const byKey = useMemo(
    () => new Map<string, Rule>((rules.data?.rules ?? []).map((rule) => [rule.key, rule])),
    [rules.data],
  );
  const choose = (next: DueScope) => {
    const params = new URLSearchParams(search);
    params.set('scope', next);
    setSearch(params);
  };
  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-1">
          {t('deadlines.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('deadlines.intro')}</p>
      </div>
      <FailureAlert error={error} />
      <div className="card">
        <div className="card-body" aria-busy={isPending}>
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-2">{t('deadlines.scope.label')}</legend>
            <div className="btn-group flex-wrap">
              {SCOPES.map((option) => (
                <button
                  key={option}
                  type="button"
                  className={`btn ${scope === option ? 'btn-primary' : 'btn-outline-primary'}`}
                  aria-pressed={scope === option}
                  onClick={() => choose(option)}
                >
                  {t(`deadlines.scope.${option}`)}
                </button>
              ))}
            </div>
          </fieldset>
          {isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
          {data ? (
            <>
              <p className="small text-body-secondary mb-3">
                {t('deadlines.today', { date: formatDay(data.today, i18n.resolvedLanguage ?? 'en') })}
              </p>
              {DUE_GROUPS.map((group) => (
                <DueGroup key={group} name={group} items={data[group]} today={data.today} rules={byKey} />
              ))}
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The screen, once its texts are loaded. */
export function DeadlinesPage() {
  return (
    <WithKeyDateTexts>
      <DeadlinesScreen />
    </WithKeyDateTexts>
  );
}

export { DeadlinesPage as Component };
