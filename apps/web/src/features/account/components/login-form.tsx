import type { LoginResponse } from '@docket/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/failure-alert';
import { FieldShell } from '../../../components/form/field-shell';
import { PasswordInput } from '../../../components/form/password-input';
import { failureMessage } from '../../../lib/error-messages';
import { login, loginWithRecoveryCode } from '../api/login';
import {
  EMPTY_LOGIN,
  LOGIN_STEP,
  type LoginField,
  type LoginMode,
  type LoginValues,
  validateLogin,
} from './login-mode';

interface LoginFormProps {
  /** Called once a session exists (never for the intermediate "code required" answer). */
  onSignedIn: (response: LoginResponse, rememberMe: boolean) => void;
  onModeChange?: (mode: LoginMode) => void;
}

/** The three-mode sign-in form: password, then an authenticator code or a recovery code. */
export function LoginForm({ onSignedIn, onModeChange }: LoginFormProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('password');
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN);
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const errors = validateLogin(values, mode);

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    // Touched means left after typing (see FormField): an autofocused code box losing focus to the
    // mode link must not grow an error that moves the link away from the pointer.
    onBlur: () => setTouched((v) => ({ ...v, [name]: values[name] !== '' || Boolean(v[name]) })),
  });
  const shown = (name: LoginField) => ({
    error: errors[name],
    showError: submitted || Boolean(touched[name]),
  });

  const switchTo = (next: LoginMode) => {
    // Each switch clears the submitted flag and the error, and empties the code fields.
    setSubmitted(false);
    setTouched({});
    setError(null);
    setValues((v) => ({ ...v, twoFactorCode: '', recoveryCode: '' }));
    setMode(next);
    onModeChange?.(next);
  };

  useEffect(() => {
    if (mode !== 'password') codeRef.current?.focus();
  }, [mode]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (sending || Object.keys(errors).length > 0) return;
    setError(null);
    setSending(true);
    const body = {
      email: values.email.trim(),
      password: values.password,
      rememberMe: values.rememberMe,
      step: LOGIN_STEP[mode],
    };
    try {
      const response =
        mode === 'recovery'
          ? await loginWithRecoveryCode({ ...body, recoveryCode: values.recoveryCode.trim() })
          : await login(
              mode === 'mfa' ? { ...body, twoFactorCode: values.twoFactorCode.replace(/[\s-]/g, '') } : body,
            );
      setSending(false);
      if (response.requiresTwoFactor || !response.token) {
        switchTo('mfa');
        return;
      }
      onSignedIn(response, values.rememberMe);
    } catch (caught) {
      setSending(false);
      setError(failureMessage(caught));
    }
  };

  const codeModes: Record<
    Exclude<LoginMode, 'password'>,
    { text: string; switchLabel: string; switchTo: LoginMode }
  > = {
    mfa: { text: t('login.mfaText'), switchLabel: t('login.useRecoveryCode'), switchTo: 'recovery' },
    recovery: { text: t('login.recoveryText'), switchLabel: t('login.useAuthenticator'), switchTo: 'mfa' },
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <ErrorAlert message={error} />
      {mode === 'password' ? (
        <>
          <FieldShell label={t('account.email')} required {...shown('email')}>
            {(control) => (
              <input
                {...control}
                {...field('email')}
                type="email"
                dir="ltr"
                autoComplete="username"
                inputMode="email"
                placeholder={t('account.emailPlaceholder')}
              />
            )}
          </FieldShell>
          <FieldShell label={t('account.password')} required className="mb-2" {...shown('password')}>
            {(control) => (
              <PasswordInput
                {...control}
                {...field('password')}
                autoComplete="current-password"
                placeholder={t('account.passwordPlaceholder')}
              />
            )}
          </FieldShell>
          <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-3">
            <div className="form-check">
              <input
                id="remember-me"
                type="checkbox"
                className="form-check-input"
                checked={values.rememberMe}
                onChange={(event) => setValues((v) => ({ ...v, rememberMe: event.target.checked }))}
              />
              <label htmlFor="remember-me" className="form-check-label">
                {t('login.rememberMe')}
              </label>
            </div>
            <Link to="/account/reset-password" className="small">
              {t('login.forgotPassword')}
            </Link>
          </div>
          <button type="submit" className="btn btn-primary w-100" disabled={sending}>
            {t('login.submit')}
          </button>
        </>
      ) : (
        <>
          <p>{codeModes[mode].text}</p>
          {mode === 'mfa' ? (
            // Keyed by mode: each code box is a control of its own, so none of the other's
            // attributes (maxLength) stays behind on a reused element.
            <FieldShell key="mfa" label={t('login.mfaCode')} required {...shown('twoFactorCode')}>
              {(control) => (
                <input
                  {...control}
                  {...field('twoFactorCode')}
                  ref={codeRef}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                />
              )}
            </FieldShell>
          ) : (
            <FieldShell key="recovery" label={t('login.recoveryCode')} required {...shown('recoveryCode')}>
              {(control) => (
                <input
                  {...control}
                  {...field('recoveryCode')}
                  ref={codeRef}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={32}
                  placeholder="XXXXX-XXXXX"
                />
              )}
            </FieldShell>
          )}
          <button type="submit" className="btn btn-primary w-100 mb-3" disabled={sending}>
            {t('login.verify')}
          </button>
          <button
            type="button"
            className="btn btn-link p-0"
            onClick={() => switchTo(codeModes[mode].switchTo)}
          >
            {codeModes[mode].switchLabel}
          </button>
        </>
      )}
    </form>
  );
}
