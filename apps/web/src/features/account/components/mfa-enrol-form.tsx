import { EnableAuthenticatorRequestSchema, type MfaSetup } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, FormProvider, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/failure-alert';
import { CodeInput } from '@/components/form/code-input';
import { isApiError } from '@/lib/api-error';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { translateMessage } from '@/lib/messages';
import { useEnableAuthenticator } from '../api/enable-authenticator';
import { AuthenticatorKey } from './authenticator-key';
import { CurrentPasswordField } from './password-fields';

const CodeFormSchema = EnableAuthenticatorRequestSchema.pick({ code: true, password: true });

/** Whether the server refused for want of the password, or for a wrong one, rather than the code. */
const aboutPassword = (error: unknown) =>
  isApiError(error) && error.errors.some((item) => item.field === 'password');

/** Steps to add the key to an authenticator app, then the six-digit confirmation. */
export function MfaEnrolForm({ setup, onEnabled }: { setup: MfaSetup; onEnabled: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const call = useEnableAuthenticator();
  const [error, setError] = useState<string | null>(null);
  // A session signed in a while ago must give the password too; the server says when.
  const [askPassword, setAskPassword] = useState(false);
  const form = useForm({
    resolver: zodResolver(CodeFormSchema),
    defaultValues: { code: '', password: '' },
    mode: 'onTouched',
  });
  const { setFocus } = form;
  useEffect(() => {
    if (askPassword) setFocus('password');
  }, [askPassword, setFocus]);

  const onSubmit = form.handleSubmit(async ({ code, password }) => {
    if (askPassword && !password) {
      form.setError('password', { message: 'password.required' }, { shouldFocus: true });
      return;
    }
    setError(null);
    try {
      await call.mutateAsync({
        code,
        sharedKey: setup.sharedKey,
        authenticatorUri: setup.authenticatorUri,
        ...(askPassword ? { password } : {}),
      });
      onEnabled();
    } catch (caught) {
      if (aboutPassword(caught)) {
        // The code was not looked at: it stays. The reason is the password field's own error, so
        // the focus landing on the field reads it out; the failure's own reason ("Enter your
        // password to turn on two-step verification.") says more than the field's rule would.
        setAskPassword(true);
        form.setValue('password', '');
        form.setError('password', { message: failureMessage(caught) }, { shouldFocus: true });
      } else {
        // A wrong code is the code's own error, under the boxes; anything else is the alert's.
        form.setValue('code', '');
        if (!showFieldErrors(caught, form.setError, ['code'])) setError(failureMessage(caught));
      }
    }
  });

  const codeError = get(form.formState.errors, 'code') as { message?: string } | undefined;
  const showCodeError =
    Boolean(codeError) && (form.formState.isSubmitted || form.formState.touchedFields.code);

  return (
    <FormProvider {...form}>
      <ol className="mfa-steps ps-3">
        <li className="mb-3">{t('mfa.stepInstall')}</li>
        <li className="mb-3">
          <p className="mb-2">{t('mfa.stepScan')}</p>
          <AuthenticatorKey setup={setup} />
        </li>
        <li>
          <form onSubmit={onSubmit} noValidate>
            <p id={labelId} className="mb-2">
              {t('mfa.stepCode')}
            </p>
            <ErrorAlert message={error} />
            {askPassword ? <CurrentPasswordField field={form.register('password')} /> : null}
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <CodeInput
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelledBy={labelId}
                  describedBy={showCodeError ? errorId : undefined}
                  invalid={showCodeError}
                />
              )}
            />
            {showCodeError ? (
              <div id={errorId} className="invalid-feedback d-block">
                {translateMessage(t, codeError?.message)}
              </div>
            ) : null}
            <button type="submit" className="btn btn-primary mt-3" disabled={call.isPending}>
              {t('mfa.verify')}
            </button>
          </form>
        </li>
      </ol>
    </FormProvider>
  );
}
