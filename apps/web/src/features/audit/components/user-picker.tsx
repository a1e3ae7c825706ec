import X from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindUsers } from '../api/find-users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface UserPickerProps {
  userId: string;
  onChange: (userId: string, label: string) => void;
  label: string;
}

/** Picks a user by name or e-mail from a search, or takes a pasted user id as it is. */
export function UserPicker({ userId, onChange, label }: UserPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const q = useDebouncedValue(text.trim());
  const isId = UUID.test(q);
  const found = useFindUsers(isId ? '' : q);

  if (userId) {
    return (
      <div>
        <span className="form-label d-block">{label}</span>
        <span className="badge text-bg-light border d-inline-flex align-items-center gap-2 p-2 text-wrap text-start">
          {chosen || userId}
          <button
            type="button"
            className="btn btn-sm p-0 lh-1"
            aria-label={t('audit.filters.clearUser')}
            onClick={() => {
              setChosen('');
              onChange('', '');
            }}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </span>
      </div>
    );
  }

  const pick = (id: string, name: string) => {
    setChosen(name);
    setText('');
    onChange(id, name);
  };

  return (
    <div className="position-relative">
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        id={inputId}
        className="form-control"
        value={text}
        placeholder={t('audit.filters.userPlaceholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && isId) {
            event.preventDefault();
            pick(q, q);
          }
        }}
      />
      {isId ? (
        <button type="button" className="btn btn-link btn-sm px-0" onClick={() => pick(q, q)}>
          {t('audit.filters.useId')}
        </button>
      ) : null}
      {found.data && q.length >= 2 && !isId ? (
        <ul className="list-group mt-1 audit-user-options" aria-label={t('audit.filters.userMatches')}>
          {found.data.length === 0 ? (
            <li className="list-group-item small text-body-secondary">{t('audit.filters.noUsers')}</li>
          ) : (
            found.data.map((user) => (
              <li key={user.id} className="list-group-item p-0">
                <button
                  type="button"
                  className="btn btn-link text-start w-100 text-decoration-none"
                  onClick={() => pick(user.id, `${user.fullName} (${user.email})`)}
                >
                  {user.fullName}{' '}
                  <span className="small text-body-secondary">
                    <Ltr>{user.email}</Ltr>
                  </span>
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
