import { SignUpRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../components/form/form-field';
import { failureMessage } from '../../../lib/error-messages';
import { useSignUp } from '../api/sign-up';
import { AuthCard, ErrorAlert } from '../components/auth-card';
import { SuccessAlert } from '../components/success-alert';

// The contract checks the contact's pattern only; the spec also asks for "Contact is required".
const SignUpFormSchema = SignUpRequestSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  contact: z.string().trim().min(1, 'contact.required').pipe(SignUpRequestSchema.shape.contact),
});

export function SignupPage() {
  const { t } = useTranslation();
  const call = useSignUp();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { firstName: '', lastName: '', contact: '', email: '' },
    mode: 'onTouched',
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { message } = await call.mutateAsync(values);
      setDone(message || t('signup.done'));
    } catch (caught) {
      setError(failureMessage(caught));
    }
  });

  return (
    <AuthCard
      titleKey="pages.signup"
      heading={t('signup.heading')}
      subtitle={done ? undefined : t('signup.subtitle')}
      footer={
        <p className="mb-0">
          {t('signup.haveAccount')} <Link to="/account/login">{t('signup.loginLink')}</Link>
        </p>
      }
    >
      {done ? (
        <SuccessAlert message={done} hint={t('account.spamHint')} />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate>
            <ErrorAlert message={error} />
            <div className="row g-0 gx-sm-3">
              <div className="col-sm-6">
                <FormField name="firstName" label={t('account.firstName')} required>
                  {(control) => (
                    <input {...control} {...form.register('firstName')} autoComplete="given-name" />
                  )}
                </FormField>
              </div>
              <div className="col-sm-6">
                <FormField name="lastName" label={t('account.lastName')} required>
                  {(control) => (
                    <input {...control} {...form.register('lastName')} autoComplete="family-name" />
                  )}
                </FormField>
              </div>
            </div>
            <FormField name="contact" label={t('signup.contact')} required hint={t('signup.contactHint')}>
              {(control) => (
                <input
                  {...control}
                  {...form.register('contact')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                />
              )}
            </FormField>
            <FormField name="email" label={t('account.email')} required>
              {(control) => (
                <input
                  {...control}
                  {...form.register('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  placeholder={t('account.emailPlaceholder')}
                />
              )}
            </FormField>
            <button type="submit" className="btn btn-primary w-100" disabled={call.isPending}>
              {t('signup.submit')}
            </button>
          </form>
        </FormProvider>
      )}
    </AuthCard>
  );
}
