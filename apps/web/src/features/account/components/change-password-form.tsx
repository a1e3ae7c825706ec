import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';
import { PasswordInput } from '../../../components/form/password-input';
import { useToast } from '../../../components/toast/use-toast';
import { failureMessage } from '../../../lib/error-messages';
import { useChangePassword } from '../api/change-password';
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
  const toast = useToast();
  const call = useChangePassword();
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (resetSignal) form.reset(undefined, { keepValues: true, keepDirty: true, keepDefaultValues: true });
  }, [resetSignal, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await call.mutateAsync(values);
      toast.success(message || t('settings.passwordChanged'));
      form.reset(EMPTY);
      onChanged?.();
    } catch (caught) {
      toast.error(failureMessage(caught));
    }
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
