import { SignUpRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/form/email-field';
import { FormField } from '@/components/form/form-field';
import { PhoneField } from '@/components/form/phone-field';
import { useSignUp } from '../api/sign-up';
import { OneShotFormCard } from '../components/one-shot-form-card';

const SignUpFormSchema = SignUpRequestSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  contact: true,
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
      <PhoneField name="contact" label={t('signup.contact')} autoComplete="tel" />
      <EmailField
        label={t('account.email')}
        autoComplete="email"
        placeholder={t('account.emailPlaceholder')}
      />
    </OneShotFormCard>
  );
}

export { SignupPage as Component };
