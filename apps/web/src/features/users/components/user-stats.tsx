import type { UserStats } from '@docket/contract';
import { useTranslation } from 'react-i18next';

/** The firm-wide counts the list response carries (spec: userStats), as a row of small cards. */
export function UserStatsCards({ stats }: { stats: UserStats }) {
  const { t } = useTranslation();
  const cards: [string, number][] = [
    [t('users.stats.total'), stats.total],
    [t('users.stats.admins'), stats.admins],
    [t('users.stats.solicitors'), stats.solicitors],
    [t('users.stats.clients'), stats.clients],
    [t('users.stats.locked'), stats.locked],
    [t('users.stats.awaitingFirstSignIn'), stats.awaitingFirstSignIn],
  ];
  return (
    <ul className="row g-2 list-unstyled mb-3" aria-label={t('users.stats.label')}>
      {cards.map(([label, value]) => (
        <li key={label} className="col-6 col-md-4 col-xl-2">
          <div className="card h-100 mb-0">
            <div className="card-body py-2 px-3">
              <p className="text-body-secondary small mb-1">{label}</p>
              <p className="h5 mb-0">{value}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
