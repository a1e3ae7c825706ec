import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/failure-alert';
import { useHydrated } from '@/lib/use-hydrated';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/password-fields';
import { SetPasswordFormSchema, type SetPasswordFormValues } from '../components/password-schemas';
import { SuccessAlert } from '../components/success-alert';
import { readSetPasswordParams } from '../set-password-params';
import { useOneShotForm } from '../use-one-shot-form';

/** Opened from an e-mailed invitation or reset link (userId and code in the query). */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { userId, code, returnUrl } = readSetPasswordParams(search);
  const call = useResetPassword();
  const form = useForm<SetPasswordFormValues>({
    resolver: zodResolver(SetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { error, done, submit } = useOneShotForm(
    (values: SetPasswordFormValues) => call.mutateAsync({ userId, code, ...values }),
    'setPassword.done',
    form,
  );
  // The page rendered at build time has no query: it shows the form a link opens, and says the
  // link is incomplete only once the browser has the address.
  const hydrated = useHydrated();
  const linkComplete = Boolean(userId && code) || !hydrated;
  const loginLink =
    returnUrl === '/' ? '/account/login' : `/account/login?returnUrl=${encodeURIComponent(returnUrl)}`;

  return (
    <AuthCard
      titleKey="pages.setPassword"
      heading={t('setPassword.heading')}
      subtitle={done ? undefined : t('setPassword.subtitle')}
    >
      {done ? (
        <SuccessAlert message={done}>
          <Link to={loginLink} className="btn btn-primary mt-3">
            {t('setPassword.toLogin')}
          </Link>
        </SuccessAlert>
      ) : !linkComplete ? (
        <div className="alert alert-warning" role="alert">
          {t('account.incompleteLink')}
        </div>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate>
            <ErrorAlert message={error} />
            <NewPasswordFields
              newName="password"
              confirmName="confirmPassword"
              newLabel={t('setPassword.password')}
              confirmLabel={t('setPassword.confirm')}
            />
            <button type="submit" className="btn btn-primary w-100" disabled={call.isPending}>
              {t('setPassword.submit')}
            </button>
          </form>
        </FormProvider>
      )}
      {done ? null : (
        <p className="mt-3 mb-0 text-center">
          <Link to="/account/login">{t('reset.backToLogin')}</Link>
        </p>
      )}
    </AuthCard>
  );
}

export { SetPasswordPage as Component };
