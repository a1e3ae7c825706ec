import { useTranslation } from 'react-i18next';
import { daysUntil } from './task-view';

/** "in 3 days", "today", "2 days overdue" (the key dates' words). */
export function Countdown({ day, today }: { day: string; today: string }) {
  const { t } = useTranslation();
  const days = daysUntil(day, today);
  if (days === 0) return <>{t('keyDates.countdown.today')}</>;
  return (
    <>
      {days > 0
        ? t('keyDates.countdown.inDays', { count: days })
        : t('keyDates.countdown.overdue', { count: -days })}
    </>
  );
}
