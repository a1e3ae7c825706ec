import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilters } from '../api/get-audit-events';
import { ACTION_PREFIXES } from './action-label';
import { UserPicker } from './user-picker';

interface AuditFiltersFormProps {
  filters: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

export const EMPTY_FILTERS: AuditFilters = { userId: '', caseId: '', action: '', from: '', to: '' };

// The dates the API takes (contract: date.outOfRange); a browser's date field allows year 0001.
const EARLIEST_DATE = '1900-01-01';
const LATEST_DATE = '9999-12-30';

/** What the log is narrowed to; applied together so each change is one request, not five. */
export function AuditFiltersForm({ filters, onApply }: AuditFiltersFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof AuditFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const caseId = draft.caseId.trim().replace(/^#/, '');
    if (caseId && !/^\d+$/.test(caseId)) return setError(t('audit.filters.badCaseId'));
    const outOfRange = (date: string) => date !== '' && (date < EARLIEST_DATE || date > LATEST_DATE);
    if (outOfRange(draft.from) || outOfRange(draft.to)) return setError(t('messages.date.outOfRange'));
    if (draft.from && draft.to && draft.from > draft.to) return setError(t('audit.filters.badRange'));
    setError(null);
    onApply({ ...draft, caseId, action: draft.action.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="mb-3" aria-label={t('audit.filters.label')}>
      {error ? (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      ) : null}
      <div className="row g-2 align-items-start">
        <div className="col-12 col-md-6 col-xl-3">
          <UserPicker
            label={t('audit.filters.user')}
            userId={draft.userId}
            onChange={(userId) => setDraft((current) => ({ ...current, userId }))}
          />
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <label htmlFor={`${id}-case`} className="form-label">
            {t('audit.filters.caseId')}
          </label>
          <input
            id={`${id}-case`}
            className="form-control"
            inputMode="numeric"
            value={draft.caseId}
            onChange={set('caseId')}
          />
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <label htmlFor={`${id}-action`} className="form-label">
            {t('audit.filters.action')}
          </label>
          <input
            id={`${id}-action`}
            className="form-control"
            list={`${id}-prefixes`}
            value={draft.action}
            onChange={set('action')}
            aria-describedby={`${id}-action-hint`}
          />
          <datalist id={`${id}-prefixes`}>
            {ACTION_PREFIXES.map((prefix) => (
              <option key={prefix} value={prefix} />
            ))}
          </datalist>
          <div id={`${id}-action-hint`} className="form-text">
            {t('audit.filters.actionHint')}
          </div>
        </div>
        {(['from', 'to'] as const).map((name) => (
          <div key={name} className="col-6 col-md-3 col-xl-2">
            <label htmlFor={`${id}-${name}`} className="form-label">
              {t(`audit.filters.${name}`)}
            </label>
            <input
              id={`${id}-${name}`}
              type="date"
              min={EARLIEST_DATE}
              max={LATEST_DATE}
              className="form-control"
              value={draft[name]}
              onChange={set(name)}
            />
          </div>
        ))}
      </div>
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-primary">
          {t('audit.filters.apply')}
        </button>
        <button
          type="button"
          className="btn btn-light"
          onClick={() => {
            setDraft(EMPTY_FILTERS);
            setError(null);
            onApply(EMPTY_FILTERS);
          }}
        >
          {t('audit.filters.reset')}
        </button>
      </div>
    </form>
  );
}
