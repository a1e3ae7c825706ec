import type { Dashboard } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Greets the signed-in user by name and role (spec), with the one next step that fits the role. */
export function WelcomeBanner({ user }: { user: Dashboard['user'] }) {
  const { t } = useTranslation();
  const next =
    user.role === 'Client'
      ? { to: '/create-case', label: t('dashboard.welcome.openCase') }
      : { to: '/cases', label: t('dashboard.welcome.viewCases') };
  return (
    <div className="card welcome-banner mb-3">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div>
          <p className="h5 mb-1">{t('dashboard.welcome.heading', { name: user.fullName })}</p>
          <p className="mb-0">
            <span className="badge bg-primary-subtle text-primary-emphasis border border-primary-subtle">
              {t(`roles.${user.role}`, { defaultValue: user.role })}
            </span>{' '}
            <span className="text-body-secondary">{t(`dashboard.welcome.lead.${user.role}`)}</span>
          </p>
        </div>
        <Link to={next.to} className="btn btn-primary">
          {next.label}
        </Link>
      </div>
    </div>
  );
}
