import type { ClientOption } from '@docket/contract';
import UserPlus from 'lucide-react/icons/user-plus';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '@/components/failure-alert';
import { Ltr } from '@/components/ltr';
import { translateMessage } from '@/lib/messages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindClients } from '../../api/find-clients';

interface ClientPickerProps {
  clientId: string | null;
  clientLabel: string;
  onPick: (id: string | null, label: string) => void;
  /** Administrators may create the client on the spot (SaveUser); solicitors pick an existing one. */
  canCreate: boolean;
  /** Say "Choose the client" once Next was tried without one. */
  showError: boolean;
}

const labelOf = (client: ClientOption) => `${client.fullName} (${client.email})`;

// Administrators only, and with a form library a client's phone need not load for her own case.
const NewClientForm = lazy(() =>
  import('./new-client-form').then((module) => ({ default: module.NewClientForm })),
);

/** The case's client, for a member of staff: search as you type by name or e-mail, or a new client. */
export function ClientPicker({ clientId, clientLabel, onPick, canCreate, showError }: ClientPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const q = useDebouncedValue(text.trim());
  const found = useFindClients(q);
  const pick = (client: ClientOption) => {
    setText('');
    setCreating(false);
    onPick(client.id, labelOf(client));
  };

  if (clientId) {
    return (
      <div className="mb-3">
        <span className="form-label d-block">{t('cases.wizard.client.label')}</span>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold text-break">{clientLabel}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onPick(null, '')}>
            {t('cases.wizard.client.change')}
          </button>
        </div>
      </div>
    );
  }

  const invalid = showError && !creating;
  return (
    <div className="mb-3">
      <label htmlFor={inputId} className="form-label">
        {t('cases.wizard.client.label')}
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={inputId}
        type="search"
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        value={text}
        autoComplete="off"
        aria-required
        aria-invalid={invalid}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        placeholder={t('cases.wizard.client.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      <div id={hintId} className="form-text">
        {t(canCreate ? 'cases.wizard.client.hint' : 'cases.wizard.client.hintSolicitor')}
      </div>
      {invalid ? (
        <div id={errorId} className="invalid-feedback d-block">
          {translateMessage(t, 'case.client.required')}
        </div>
      ) : null}
      <FailureAlert error={found.error} />
      {found.data && q.length >= 2 ? (
        <>
          <p className="visually-hidden" role="status">
            {t('cases.wizard.client.found', { count: found.data.length })}
          </p>
          <ul className="list-group mt-2 client-options" aria-label={t('cases.wizard.client.matches')}>
            {found.data.length === 0 ? (
              <li className="list-group-item small text-body-secondary">{t('cases.wizard.client.none')}</li>
            ) : (
              found.data.map((client) => (
                <li key={client.id} className="list-group-item p-0">
                  <button
                    type="button"
                    className="btn btn-link text-start w-100 text-decoration-none py-2"
                    onClick={() => pick(client)}
                  >
                    <span className="d-block text-body">{client.fullName}</span>
                    <span className="d-block small text-body-secondary text-break">
                      <Ltr>{client.email}</Ltr>
                    </span>
                  </button>
                </li>
              ))
            )}
          </ul>
        </>
      ) : null}
      {canCreate ? (
        <div className="mt-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-expanded={creating}
            onClick={() => setCreating((value) => !value)}
          >
            <UserPlus size={14} aria-hidden="true" className="me-1" />
            {t('cases.wizard.client.new')}
          </button>
          {creating ? (
            <Suspense fallback={<p className="text-body-secondary mt-2 mb-0">{t('common.loading')}</p>}>
              <NewClientForm
                onCreated={pick}
                onNotFound={(email) => {
                  setCreating(false);
                  setText(email);
                }}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
