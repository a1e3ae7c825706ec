import type { LoginResponse } from '@docket/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/failure-alert';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { login, loginWithRecoveryCode } from '../api/login';
import {
  EMPTY_LOGIN,
  LOGIN_FIELDS,
  LOGIN_STEP,
  type LoginMode,
  type LoginValues,
  loginResolver,
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
  const [error, setError] = useState<string | null>(null);
  const form = useForm<LoginValues, LoginMode>({
    resolver: loginResolver,
    context: mode,
    defaultValues: EMPTY_LOGIN,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const switchTo = (next: LoginMode) => {
    // Each switch forgets the attempt and its problems, and empties the code fields.
    setError(null);
    form.reset({ ...form.getValues(), twoFactorCode: '', recoveryCode: '' });
    setMode(next);
    onModeChange?.(next);
  };

  useEffect(() => {
    if (mode !== 'password') form.setFocus(mode === 'mfa' ? 'twoFactorCode' : 'recoveryCode');
  }, [mode, form]);

  const onSubmit = async (event: FormEvent) => {
    // The server asking for a code moves the form on once the attempt is over, so the next
    // mode starts with nothing submitted.
    let next: LoginMode | null = null;
    await form.handleSubmit(async (values) => {
      setError(null);
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
                mode === 'mfa'
                  ? { ...body, twoFactorCode: values.twoFactorCode.replace(/[\s-]/g, '') }
                  : body,
              );
        if (response.requiresTwoFactor || !response.token) next = 'mfa';
        else onSignedIn(response, values.rememberMe);
      } catch (caught) {
        if (!showFieldErrors(caught, form.setError, LOGIN_FIELDS)) setError(failureMessage(caught));
      }
    })(event);
    if (next) switchTo(next);
  };

  const codeModes: Record<
    Exclude<LoginMode, 'password'>,
    { text: string; switchLabel: string; switchTo: LoginMode }
  > = {
    mfa: { text: t('login.mfaText'), switchLabel: t('login.useRecoveryCode'), switchTo: 'recovery' },
    recovery: { text: t('login.recoveryText'), switchLabel: t('login.useAuthenticator'), switchTo: 'mfa' },
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <ErrorAlert message={error} />
        {mode === 'password' ? (
          <>
            <FormField name="email" label={t('account.email')} required>
              {(control) => (
                <input
                  {...control}
                  {...form.register('email')}
                  type="email"
                  dir="ltr"
                  autoComplete="username"
                  inputMode="email"
                  placeholder={t('account.emailPlaceholder')}
                />
              )}
            </FormField>
            <FormField name="password" label={t('account.password')} required className="mb-2">
              {(control) => (
                <PasswordInput
                  {...control}
                  {...form.register('password')}
                  autoComplete="current-password"
                  placeholder={t('account.passwordPlaceholder')}
                />
              )}
            </FormField>
            <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-3">
              <div className="form-check">
                <input
                  id="remember-me"
                  type="checkbox"
                  className="form-check-input"
                  {...form.register('rememberMe')}
                />
                <label htmlFor="remember-me" className="form-check-label">
                  {t('login.rememberMe')}
                </label>
              </div>
              <Link to="/account/reset-password" className="small">
                {t('login.forgotPassword')}
              </Link>
            </div>
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {t('login.submit')}
            </button>
          </>
        ) : (
          <>
            <p>{codeModes[mode].text}</p>
            {mode === 'mfa' ? (
              // Keyed by mode: each code box is a control of its own, so none of the other's
              // attributes (maxLength) stays behind on a reused element.
              <FormField key="mfa" name="twoFactorCode" label={t('login.mfaCode')} required>
                {(control) => (
                  <input
                    {...control}
                    {...form.register('twoFactorCode')}
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                  />
                )}
              </FormField>
            ) : (
              <FormField key="recovery" name="recoveryCode" label={t('login.recoveryCode')} required>
                {(control) => (
                  <input
                    {...control}
                    {...form.register('recoveryCode')}
                    type="text"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={32}
                    placeholder="XXXXX-XXXXX"
                  />
                )}
              </FormField>
            )}
            <button type="submit" className="btn btn-primary w-100 mb-3" disabled={isSubmitting}>
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
    </FormProvider>
  );
}
