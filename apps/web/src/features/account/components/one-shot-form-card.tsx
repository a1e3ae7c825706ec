import type { ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/failure-alert';
import { useOneShotForm } from '../use-one-shot-form';
import { AuthCard } from './auth-card';
import { SuccessAlert } from './success-alert';

interface OneShotFormCardProps<In extends FieldValues, Context, Out> {
  titleKey: string;
  heading: string;
  subtitle: string;
  /** The line under the card, e.g. "Remember your password?", and its link to the login page. */
  loginPrompt: string;
  loginLink: string;
  form: UseFormReturn<In, Context, Out>;
  /** Sends the valid values; once accepted, the text at `doneKey` replaces the form. */
  send: (values: Out) => Promise<unknown>;
  /** The success text, translated (the server answers in English). */
  doneKey: string;
  busy: boolean;
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An anonymous account screen whose form is sent once and answered by e-mail (sign up, reset
 * password): the form with its error alert, then the success alert with the spam-folder hint;
 * under the card, a way back to the login page.
 */
export function OneShotFormCard<In extends FieldValues, Context, Out>({
  titleKey,
  heading,
  subtitle,
  loginPrompt,
  loginLink,
  form,
  send,
  doneKey,
  busy,
  submitLabel,
  children,
}: OneShotFormCardProps<In, Context, Out>) {
  const { t } = useTranslation();
  const { error, done, submit } = useOneShotForm(send, doneKey, form);
  return (
    <AuthCard
      titleKey={titleKey}
      heading={heading}
      subtitle={done ? undefined : subtitle}
      footer={
        <p className="mb-0">
          {loginPrompt} <Link to="/account/login">{loginLink}</Link>
        </p>
      }
    >
      {done ? (
        <SuccessAlert message={done} hint={t('account.spamHint')} />
      ) : (
        <FormProvider {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate>
            <ErrorAlert message={error} />
            {children}
            <button type="submit" className="btn btn-primary w-100" disabled={busy}>
              {submitLabel}
            </button>
          </form>
        </FormProvider>
      )}
    </AuthCard>
  );
}
