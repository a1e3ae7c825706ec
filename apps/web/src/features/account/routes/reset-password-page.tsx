import { ForgotPasswordRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField } from '../../../components/form/form-field';
import { failureMessage } from '../../../lib/error-messages';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, ErrorAlert } from '../components/auth-card';
import { SuccessAlert } from '../components/success-alert';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const call = useForgotPassword();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const { message } = await call.mutateAsync(email);
      setDone(message || t('reset.sent'));
    } catch (caught) {
      setError(failureMessage(caught));
    }
  });

  return (
    <AuthCard
      titleKey="pages.resetPassword"
      heading={t('reset.heading')}
      subtitle={done ? undefined : t('reset.subtitle')}
      footer={
        <p className="mb-0">
          {t('reset.remember')} <Link to="/account/login">{t('reset.backToLogin')}</Link>
        </p>
      }
    >
      {done ? (
        <SuccessAlert message={done} hint={t('account.spamHint')} />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate>
            <ErrorAlert message={error} />
            <FormField name="email" label={t('account.email')} required>
              {(control) => (
                <input
                  {...control}
                  {...form.register('email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder={t('account.emailPlaceholder')}
                />
              )}
            </FormField>
            <button type="submit" className="btn btn-primary w-100" disabled={call.isPending}>
              {t('reset.submit')}
            </button>
          </form>
        </FormProvider>
      )}
    </AuthCard>
  );
}
