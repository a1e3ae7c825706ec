import type { DeadlineStep } from '@docket/contract';
import { useTranslation } from 'react-i18next';
import { Ltr, ltrText } from '@/components/ltr';
import { formatDay } from '@/lib/format';
import { daysUntil } from './key-date-view';

/** "in 3 days", "today", "2 days overdue". */
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

/** A step's sentence in the reader's language, from its code and values. */
function StepText({ step }: { step: DeadlineStep }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const day = (value: string) => formatDay(value, language);
  // A holiday's title is English (the table's): kept left to right inside a right-to-left sentence.
  const english = (text: string) => (i18n.dir(language) === 'rtl' ? ltrText(text) : text);
  switch (step.code) {
    case 'trigger': {
      const { event, date, basis } = step.params;
      const basisText = t(`keyDates.bases.${basis}`, { defaultValue: '' });
      return (
        <>
          {t('keyDates.steps.trigger', { event: t(`keyDates.events.${event}`), date: day(date) })}
          {basisText ? ` ${basisText}` : null}
        </>
      );
    }
    case 'add': {
      const { from, amount, unit, result, holidaysSkipped } = step.params;
      const list = new Intl.ListFormat(language, { type: 'conjunction' });
      return (
        <>
          {t('keyDates.steps.add', {
            amount: t(`keyDates.units.${unit}`, { count: amount }),
            from: day(from),
            result: day(result),
          })}
          {holidaysSkipped.length > 0
            ? ` ${t('keyDates.steps.holidaysSkipped', {
                dates: list.format(holidaysSkipped.map((holiday) => day(holiday.date))),
              })}`
            : null}
        </>
      );
    }
    case 'monthEnd':
      return (
        <>
          {t('keyDates.steps.monthEnd', {
            dayOfMonth: step.params.dayOfMonth,
            date: day(step.params.result),
          })}
        </>
      );
    case 'nonWorkingDay': {
      const { date, reason, holidayTitle } = step.params;
      if (reason === 'weekend') return <>{t('keyDates.steps.weekend', { date: day(date) })}</>;
      return holidayTitle
        ? t('keyDates.steps.holidayNamed', { date: day(date), title: english(holidayTitle) })
        : t('keyDates.steps.holiday', { date: day(date) });
    }
    case 'rollForward':
      return (
        <>
          {step.params.verified
            ? t('keyDates.steps.rollForward', { date: day(step.params.to) })
            : t('keyDates.steps.rollForwardNotVerified', { date: day(step.params.to) })}
        </>
      );
    case 'noRollForward':
      return <>{t('keyDates.steps.noRollForward', { date: day(step.params.date) })}</>;
    case 'safeDateKept':
      return (
        <>
          {t('keyDates.steps.safeDateKept', {
            date: day(step.params.date),
            laterDate: day(step.params.laterDate),
          })}
        </>
      );
    case 'datesDisagree':
      return (
        <>
          {t('keyDates.steps.datesDisagree', {
            dateReceived: day(step.params.dateReceived),
            countedFrom: day(step.params.countedFrom),
            safeDueDate: day(step.params.safeDueDate),
          })}
        </>
      );
    case 'informational':
      return <>{t('keyDates.steps.informational')}</>;
    case 'citation':
      return (
        <>
          {t('keyDates.steps.citation')}{' '}
          <a href={step.params.url} target="_blank" rel="noopener noreferrer" className="text-break">
            <Ltr>{step.params.text}</Ltr>
            <span className="visually-hidden"> {t('keyDates.opensInNewTab')}</span>
          </a>
        </>
      );
  }
}

/** The steps in order, and a notice when the rule's roll-forward is not verified. */
export function StepList({ steps }: { steps: readonly DeadlineStep[] }) {
  const { t } = useTranslation();
  const notVerified = steps.some((step) => step.code === 'rollForward' && !step.params.verified);
  return (
    <>
      <ol className="mb-2 ps-3">
        {steps.map((step, index) => (
          // The steps are a fixed record, never reordered: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="text-break">
            <StepText step={step} />
          </li>
        ))}
      </ol>
      {notVerified ? (
        <p className="alert alert-warning small py-2 mb-2">
          <strong>{t('keyDates.notVerified.title')}</strong> {t('keyDates.notVerified.text')}
        </p>
      ) : null}
    </>
  );
}

/** "How was this worked out?": the steps behind a date, closed until asked for. */
export function HowWorkedOut({ steps }: { steps: readonly DeadlineStep[] }) {
  const { t } = useTranslation();
  if (steps.length === 0) return null;
  return (
    <details className="mt-2">
      <summary>{t('keyDates.howWorkedOut')}</summary>
      <div className="mt-2">
        <StepList steps={steps} />
      </div>
    </details>
  );
}
