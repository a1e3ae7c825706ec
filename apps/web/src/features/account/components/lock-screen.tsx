import { VerifyPasswordRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Lock from 'lucide-react/icons/lock';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/failure-alert';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { useSessionUser } from '@/lib/use-session';
import { signOut } from '../api/logout';
import { useVerifyPassword } from '../api/verify-password';
import { UserAvatar } from './user-avatar';

/** Asks for the password again after inactivity; the session stays alive underneath. */
export function LockScreenPanel({ onUnlocked }: { onUnlocked: () => void }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const call = useVerifyPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(VerifyPasswordRequestSchema),
    defaultValues: { password: '' },
    mode: 'onTouched',
  });

  useEffect(() => form.setFocus('password'), [form]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await call.mutateAsync(password);
      onUnlocked();
    } catch (caught) {
      // A wrong password is the field's own error; a lockout or anything else is the alert's.
      form.setValue('password', '');
      if (!showFieldErrors(caught, form.setError, ['password'])) setError(failureMessage(caught));
    }
  });

  return (
    <div className="card auth-card shadow-sm lock-screen">
      <div className="card-body p-4 text-center">
        <h1 className="h4 mb-1 d-flex align-items-center justify-content-center gap-2" id="lock-heading">
          <Lock size={20} aria-hidden="true" />
          {t('lock.heading')}
        </h1>
        <p className="text-body-secondary">{t('lock.subtitle')}</p>
        <div className="d-flex flex-column align-items-center mb-3">
          <UserAvatar
            avatar={user?.avatar || null}
            firstName={user?.firstName ?? ''}
            lastName={user?.lastName ?? ''}
            size={64}
          />
          <p className="fw-semibold mt-2 mb-0">{user?.fullName}</p>
        </div>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate className="text-start">
            <ErrorAlert message={error} />
            <FormField name="password" label={t('account.password')} required>
              {(control) => (
                <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />
              )}
            </FormField>
            <button type="submit" className="btn btn-primary w-100" disabled={call.isPending}>
              {t('lock.unlock')}
            </button>
          </form>
        </FormProvider>
        <p className="mt-3 mb-0">
          {t('lock.notYou')}{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={signOut}>
            {t('lock.signOut')}
          </button>
        </p>
      </div>
    </div>
  );
}
