import { SignUpRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailField } from '../../../components/form/email-field';
import { FormField } from '../../../components/form/form-field';
import { useSignUp } from '../api/sign-up';
import { OneShotFormCard } from '../components/one-shot-form-card';

// The contract checks the contact's pattern only; the spec also asks for "Contact is required".
const SignUpFormSchema = SignUpRequestSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  contact: z.string().trim().min(1, 'contact.required').pipe(SignUpRequestSchema.shape.contact),
});

export function SignupPage() {
  const { t } = useTranslation();
  const call = useSignUp();
  const form = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { firstName: '', lastName: '', contact: '', email: '' },
    mode: 'onTouched',
  });

  return (
    <OneShotFormCard
      titleKey="pages.signup"
      heading={t('signup.heading')}
      subtitle={t('signup.subtitle')}
      loginPrompt={t('signup.haveAccount')}
      loginLink={t('signup.loginLink')}
      form={form}
      send={call.mutateAsync}
      doneKey="signup.done"
      busy={call.isPending}
      submitLabel={t('signup.submit')}
    >
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <FormField name="firstName" label={t('account.firstName')} required>
            {(control) => <input {...control} {...form.register('firstName')} autoComplete="given-name" />}
          </FormField>
        </div>
        <div className="col-sm-6">
          <FormField name="lastName" label={t('account.lastName')} required>
            {(control) => <input {...control} {...form.register('lastName')} autoComplete="family-name" />}
          </FormField>
        </div>
      </div>
      <FormField name="contact" label={t('signup.contact')} required hint={t('signup.contactHint')}>
        {(control) => (
          <input {...control} {...form.register('contact')} type="tel" inputMode="tel" autoComplete="tel" />
        )}
      </FormField>
      <EmailField
        label={t('account.email')}
        autoComplete="email"
        placeholder={t('account.emailPlaceholder')}
      />
    </OneShotFormCard>
  );
}
