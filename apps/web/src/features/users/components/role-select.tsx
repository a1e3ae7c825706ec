import { ROLES } from '@docket/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '../../../components/form/form-field';

/** Admin, Client, Solicitor (spec), with an empty first choice so "Role is required." can show. */
export function RoleSelect({
  control,
  register,
}: {
  control: FieldControlProps;
  register: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <select {...control} {...register}>
      <option value="">{t('users.form.selectRole')}</option>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`roles.${role}`)}
        </option>
      ))}
    </select>
  );
}
