import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/units';
import type { HolidayChange } from '../api/key-dates';

const COUNTS = ['added', 'removed', 'movedEarlier', 'awaitingAcceptance'] as const;

/** What a change of the holidays did: days added and removed, open dates moved earlier or waiting. */
export function HolidayChangeSummary({ change }: { change: HolidayChange }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="alert alert-success mb-3" role="status">
      <p className="fw-semibold mb-1">{t('keyDateAdmin.change.title')}</p>
      <ul className="mb-0 ps-3">
        {COUNTS.map((count) => (
          <li key={count}>
            {t(`keyDateAdmin.change.${count}`, { value: formatCount(change[count], locale) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
