import { ForgotPasswordRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/form/email-field';
import { useForgotPassword } from '../api/forgot-password';
import { OneShotFormCard } from '../components/one-shot-form-card';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const call = useForgotPassword();
  const form = useForm({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  return (
    <OneShotFormCard
      titleKey="pages.resetPassword"
      heading={t('reset.heading')}
      subtitle={t('reset.subtitle')}
      loginPrompt={t('reset.remember')}
      loginLink={t('reset.backToLogin')}
      form={form}
      send={({ email }) => call.mutateAsync(email)}
      doneKey="reset.sent"
      busy={call.isPending}
      submitLabel={t('reset.submit')}
    >
      <EmailField
        label={t('account.email')}
        autoComplete="email"
        placeholder={t('account.emailPlaceholder')}
      />
    </OneShotFormCard>
  );
}

export { ResetPasswordPage as Component };
