import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminOnlyScreen } from '@/components/admin-only-screen';
import { FailureAlert } from '@/components/failure-alert';
import { WithKeyDateTexts } from '@/components/with-key-date-texts';
import { usePageTitle } from '@/lib/page-title';
import { useSessionUser } from '@/lib/use-session';
import { type HolidayChange, useHolidays, useRules } from '../api/key-dates';
import { HolidayChangeSummary } from '../components/holiday-change';
import { AddHolidayForm, HolidayList, ImportHolidaysForm } from '../components/holidays';
import { RuleList } from '../components/rule-list';
import '../deadlines.css';

/**
 * The administrators' key date rules and holidays (issue 32, decision 046): each rule with its
 * citation, verified by a solicitor of the firm before any date is made from it; and the bank
 * holidays of England and Wales that working days skip, added by hand, removed, or imported from
 * gov.uk's file. A change of the holidays says what it did to the open dates.
 */
function KeyDateRulesScreen() {
  const isAdmin = useSessionUser()?.role === 'Admin';
  return isAdmin ? (
    <KeyDateAdministration />
  ) : (
    <AdminOnlyScreen titleKey="keyDateAdmin.title" messageKey="keyDateAdmin.adminOnly" />
  );
}

function KeyDateAdministration() {
  const { t } = useTranslation();
  usePageTitle('keyDateAdmin.title');
  const rules = useRules();
  const holidays = useHolidays();
  const [change, setChange] = useState<HolidayChange | null>(null);
  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box mb-3">
        <h1 id="page-heading" className="h4 mb-1">
          {t('keyDateAdmin.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('keyDateAdmin.intro')}</p>
      </div>

      <section aria-labelledby="rules-heading" className="card">
        <div className="card-body" aria-busy={rules.isPending}>
          <h2 id="rules-heading" className="h5">
            {t('keyDateAdmin.rules.title')}
          </h2>
          <p className="text-body-secondary">{t('keyDateAdmin.rules.intro')}</p>
          <FailureAlert error={rules.error} />
          {rules.isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
          {rules.data ? <RuleList rules={rules.data.rules} /> : null}
        </div>
      </section>

      <section aria-labelledby="holidays-heading" className="card">
        <div className="card-body" aria-busy={holidays.isPending}>
          <h2 id="holidays-heading" className="h5">
            {t('keyDateAdmin.holidays.title')}
          </h2>
          <p className="text-body-secondary">{t('keyDateAdmin.holidays.intro')}</p>
          {change ? <HolidayChangeSummary change={change} /> : null}
          <AddHolidayForm onChange={setChange} />
          <ImportHolidaysForm onChange={setChange} />
          <FailureAlert error={holidays.error} />
          {holidays.isPending ? <p className="text-body-secondary mb-0">{t('common.loading')}</p> : null}
          {holidays.data ? <HolidayList holidays={holidays.data.holidays} onChange={setChange} /> : null}
        </div>
      </section>
    </section>
  );
}

/** The screen, once its texts are loaded. */
export function KeyDateRulesPage() {
  return (
    <WithKeyDateTexts>
      <KeyDateRulesScreen />
    </WithKeyDateTexts>
  );
}

export { KeyDateRulesPage as Component };
