import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/messages';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required'?: boolean;
  className: string;
}

export interface FieldShellProps {
  label: ReactNode;
  /** Renders the control with the id, ARIA and validity class it must carry. */
  children: (control: FieldControlProps) => ReactNode;
  /** A contract message key (translated) or a sentence; shown only when `showError`. */
  error?: string;
  showError?: boolean;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** 'form-select' for selects; 'form-control' otherwise. */
  controlClass?: string;
}

/**
 * One labelled field: label, control, hint and translated error, wired together for assistive
 * technology. FormField connects it to react-hook-form; the login page uses it directly.
 */
export function FieldShell({
  label,
  children,
  error,
  showError = false,
  hint,
  required,
  className = 'mb-3',
  controlClass = 'form-control',
}: FieldShellProps) {
  const { t } = useTranslation();
  const id = useId();
  const visibleError = showError && Boolean(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [visibleError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': visibleError,
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true } : {}),
        className: `${controlClass}${visibleError ? ' is-invalid' : ''}`,
      })}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      {visibleError ? (
        <div id={errorId} className="invalid-feedback d-block">
          {translateMessage(t, error)}
        </div>
      ) : null}
    </div>
  );
}
