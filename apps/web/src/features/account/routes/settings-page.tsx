import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FailureAlert } from '@/components/failure-alert';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentUser } from '../api/get-current-user';
import { AddressForm } from '../components/address-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { PersonalInfoForm } from '../components/personal-info-form';
import { TwoStepSection } from '../components/two-step-section';
import { VerticalTabs } from '../components/vertical-tabs';

const TABS = ['personal', 'password', 'address'] as const;
type TabId = (typeof TABS)[number];

function isTab(value: string | null): value is TabId {
  return (TABS as readonly (string | null)[]).includes(value);
}

export function SettingsPage() {
  const { t } = useTranslation();
  usePageTitle('pages.settings');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active: TabId = isTab(requested) ? requested : 'personal';
  const mustChange = search.get('mustChange') === '1';
  // Each tab click bumps this; the forms clear their submitted state (spec).
  const [resetSignal, setResetSignal] = useState(0);
  const user = useCurrentUser();

  const select = (id: string) => {
    setResetSignal((value) => value + 1);
    const next = new URLSearchParams(search);
    next.set('tab', id);
    setSearch(next, { replace: true });
  };

  return (
    <section aria-labelledby="page-heading">
      <div className="page-title-box d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-heading" className="h4 mb-0">
          {t('pages.settings')}
        </h1>
        <nav aria-label={t('a11y.breadcrumb')}>
          <ol className="breadcrumb mb-0">
            <li className="breadcrumb-item">
              <Link to="/contacts/profile">{t('settings.breadcrumbUser')}</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {t('pages.settings')}
            </li>
          </ol>
        </nav>
      </div>
      {mustChange ? (
        <div className="alert alert-warning" role="alert">
          {t('settings.mustChange')}
        </div>
      ) : null}
      <FailureAlert error={user.error} />
      {user.data ? (
        <>
          <div className="card mb-3">
            <div className="card-body">
              <VerticalTabs
                label={t('pages.settings')}
                active={active}
                onSelect={select}
                tabs={[
                  {
                    id: 'personal',
                    label: t('settings.tabs.personal'),
                    panel: <PersonalInfoForm user={user.data} resetSignal={resetSignal} />,
                  },
                  {
                    id: 'password',
                    label: t('settings.tabs.password'),
                    panel: (
                      <ChangePasswordForm
                        resetSignal={resetSignal}
                        onChanged={mustChange ? () => navigate('/dashboard', { replace: true }) : undefined}
                      />
                    ),
                  },
                  {
                    id: 'address',
                    label: t('settings.tabs.address'),
                    panel: <AddressForm user={user.data} resetSignal={resetSignal} />,
                  },
                ]}
              />
            </div>
          </div>
          <TwoStepSection user={user.data} />
        </>
      ) : null}
    </section>
  );
}

export { SettingsPage as Component };
