import { readablePhoneNumber } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureAlert } from '@/components/failure-alert';
import { Ltr } from '@/components/ltr';
import { usePageTitle } from '@/lib/page-title';
import { useCurrentUser } from '../api/get-current-user';
import { countryName } from '../components/country-names';
import { UserAvatar } from '../components/user-avatar';

/** A read-only card of the signed-in user; changes are made in Settings. */
export function ProfilePage() {
  const { t, i18n } = useTranslation();
  usePageTitle('pages.profile');
  const { data: user, error } = useCurrentUser();
  const language = i18n.resolvedLanguage ?? 'en';
  const address = user
    ? [
        user.address1,
        user.address2,
        user.city,
        user.state,
        user.postcode,
        countryName(user.country, language),
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  // The address and the number read left to right inside right-to-left text (decision 040).
  const rows: [string, string, boolean?][] = user
    ? [
        [t('account.email'), user.email, true],
        [t('settings.phone'), readablePhoneNumber(user.phoneNumber), true],
        [t('settings.gender'), user.gender ? t(`settings.genders.${user.gender}`) : ''],
        [t('profile.address'), address],
        [t('twoStep.heading'), user.isMFAEnabled ? t('profile.on') : t('profile.off')],
      ]
    : [];

  return (
    <section aria-labelledby="page-heading">
      <h1 id="page-heading" className="h4 mb-3">
        {t('pages.profile')}
      </h1>
      <FailureAlert error={error} />
      {user ? (
        <div className="card profile-card">
          <div className="card-body">
            <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
              <UserAvatar
                avatar={user.avatar}
                firstName={user.firstName}
                lastName={user.lastName}
                size={72}
              />
              <div>
                <h2 className="h5 mb-1">{user.fullName}</h2>
                <p className="mb-0 text-body-secondary">{t(`roles.${user.role}`)}</p>
              </div>
            </div>
            <dl className="row mb-3">
              {rows.map(([label, value, ltr]) => (
                <div key={label} className="col-12 d-sm-flex mb-2">
                  <dt className="col-sm-4 fw-semibold">{label}</dt>
                  <dd className="col-sm-8 mb-0">
                    {value ? ltr ? <Ltr>{value}</Ltr> : value : t('profile.notGiven')}
                  </dd>
                </div>
              ))}
            </dl>
            <Link to="/settings" className="btn btn-primary">
              {t('profile.editInSettings')}
            </Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export { ProfilePage as Component };
