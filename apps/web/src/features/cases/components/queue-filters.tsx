import { CASE_QUEUES, type CaseQueue } from '@docket/contract';
import { useTranslation } from 'react-i18next';

interface QueueFiltersProps {
  queue: CaseQueue | undefined;
  /** null shows every case again. */
  onChange: (queue: CaseQueue | null) => void;
}

/** The staff's work queues as toggle buttons above the case list; the choice lives in the address. */
export function QueueFilters({ queue, onChange }: QueueFiltersProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="queue-filters mb-3">
      <legend className="form-label fs-6 mb-2">{t('cases.list.queues')}</legend>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className={`btn btn-sm ${queue ? 'btn-outline-secondary' : 'btn-secondary'}`}
          aria-pressed={!queue}
          onClick={() => onChange(null)}
        >
          {t('cases.list.allQueues')}
        </button>
        {CASE_QUEUES.map((value) => (
          <button
            key={value}
            type="button"
            className={`btn btn-sm ${queue === value ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={queue === value}
            onClick={() => onChange(value)}
          >
            {t(`checklist.queues.${value}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
