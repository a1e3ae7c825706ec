import { ROLES } from '@docket/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/form/form-field';

/**
 * Admin, Client, Solicitor (spec); `withPrompt` adds an empty first choice so "Role is required."
 * can show on a new user.
 */
export function RoleSelect({
  control,
  register,
  withPrompt = false,
}: {
  control: FieldControlProps;
  register: UseFormRegisterReturn;
  withPrompt?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select {...control} {...register}>
      {withPrompt ? <option value="">{t('users.form.selectRole')}</option> : null}
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}
