import { useId } from 'react';
import { type UseFormRegisterReturn, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { PasswordChecklist } from '@/components/form/password-checklist';
import { PasswordInput } from '@/components/form/password-input';

/** The password again, before a change to two-step verification. */
export function CurrentPasswordField({ field }: { field: UseFormRegisterReturn<'password'> }) {
  const { t } = useTranslation();
  return (
    <FormField name="password" label={t('account.password')} required>
      {(control) => <PasswordInput {...control} {...field} autoComplete="current-password" />}
    </FormField>
  );
}

interface PasswordFieldsProps {
  newName: string;
  confirmName: string;
  newLabel: string;
  confirmLabel: string;
}

/** A new password with its live strength checklist, and its confirmation. */
export function NewPasswordFields({ newName, confirmName, newLabel, confirmLabel }: PasswordFieldsProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext();
  const value = (useWatch({ control, name: newName }) as string | undefined) ?? '';
  const checklistId = useId();
  return (
    <>
      <FormField name={newName} label={newLabel} required className="mb-2">
        {(field) => (
          <PasswordInput
            {...field}
            aria-describedby={[field['aria-describedby'], checklistId].filter(Boolean).join(' ')}
            {...register(newName)}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordChecklist value={value} id={checklistId} />
      <FormField name={confirmName} label={confirmLabel} required>
        {(field) => (
          <PasswordInput
            {...field}
            {...register(confirmName)}
            autoComplete="new-password"
            placeholder={t('password.confirmPlaceholder')}
          />
        )}
      </FormField>
    </>
  );
}
