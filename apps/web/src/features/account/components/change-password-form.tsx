import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { useChangePassword } from '../api/change-password';
import { useSettingsSubmit } from '../use-settings-submit';
import { NewPasswordFields } from './password-fields';
import { ChangePasswordFormSchema, type ChangePasswordFormValues } from './password-schemas';

const EMPTY: ChangePasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({
  resetSignal,
  onChanged,
}: {
  resetSignal: number;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const call = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = useSettingsSubmit({
    form,
    resetSignal,
    send: call.mutateAsync,
    doneKey: 'settings.passwordChanged',
    onSaved: () => {
      form.reset(EMPTY);
      onChanged?.();
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        {/* Lets password managers tie the new password to the account. */}
        <FormField name="oldPassword" label={t('settings.oldPassword')} required>
          {(control) => (
            <PasswordInput {...control} {...form.register('oldPassword')} autoComplete="current-password" />
          )}
        </FormField>
        <NewPasswordFields
          newName="newPassword"
          confirmName="confirmPassword"
          newLabel={t('settings.newPassword')}
          confirmLabel={t('settings.confirmPassword')}
        />
        <button type="submit" className="btn btn-primary" disabled={call.isPending}>
          {t('settings.changePassword')}
        </button>
      </form>
    </FormProvider>
  );
}
