import { EnableAuthenticatorRequestSchema, type MfaSetup } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, FormProvider, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/failure-alert';
import { CodeInput } from '../../../components/form/code-input';
import { failureMessage } from '../../../lib/error-messages';
import { translateMessage } from '../../../lib/messages';
import { useEnableAuthenticator } from '../api/enable-authenticator';
import { QrCode } from './qr-code';

const CodeFormSchema = EnableAuthenticatorRequestSchema.pick({ code: true });

/** Steps to add the key to an authenticator app, then the six-digit confirmation. */
export function MfaEnrolForm({ setup, onEnabled }: { setup: MfaSetup; onEnabled: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const call = useEnableAuthenticator();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(CodeFormSchema),
    defaultValues: { code: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await call.mutateAsync({ code, sharedKey: setup.sharedKey, authenticatorUri: setup.authenticatorUri });
      onEnabled();
    } catch (caught) {
      setError(failureMessage(caught));
      form.setValue('code', '');
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
          <div className="d-flex flex-wrap align-items-center gap-3">
            <QrCode value={setup.authenticatorUri} label={t('mfa.qrLabel')} />
            <div>
              <p className="mb-1 small text-body-secondary">{t('mfa.keyIntro')}</p>
              <code className="shared-key fs-6" data-testid="shared-key">
                {setup.sharedKey}
              </code>
            </div>
          </div>
        </li>
        <li>
          <form onSubmit={onSubmit} noValidate>
            <p id={labelId} className="mb-2">
              {t('mfa.stepCode')}
            </p>
            <ErrorAlert message={error} />
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
