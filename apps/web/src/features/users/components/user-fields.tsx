import type { Role } from '@docket/contract';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/form/email-field';
import { FormField } from '@/components/form/form-field';
import { PhoneField } from '@/components/form/phone-field';
import { RoleSelect } from './role-select';

interface UserFieldValues {
  firstName: string;
  lastName: string;
  contact: string;
  role: Role;
}

/**
 * A user's names, contact and role, in the surrounding react-hook-form form. Creating also asks for
 * the e-mail, lays the fields out in two columns from md up and offers no role until one is chosen;
 * editing keeps the e-mail as it is and the fields in one column, as the modal is narrow.
 */
export function UserFields({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const { register } = useFormContext<UserFieldValues>();
  const creating = mode === 'create';
  const cell = (field: ReactNode) => (creating ? <div className="col-md-6">{field}</div> : field);
  const fields = (
    <>
      {cell(
        <FormField name="firstName" label={t('users.form.firstName')} required>
          {(control) => <input {...control} {...register('firstName')} autoComplete="off" />}
        </FormField>,
      )}
      {cell(
        <FormField name="lastName" label={t('users.form.lastName')} required>
          {(control) => <input {...control} {...register('lastName')} autoComplete="off" />}
        </FormField>,
      )}
      {creating ? cell(<EmailField label={t('users.form.email')} autoComplete="off" />) : null}
      {cell(<PhoneField name="contact" label={t('users.form.contact')} autoComplete="off" />)}
      {cell(
        <FormField name="role" label={t('users.form.role')} required controlClass="form-select">
          {(control) => <RoleSelect control={control} register={register('role')} withPrompt={creating} />}
        </FormField>,
      )}
    </>
  );
  return creating ? <div className="row gx-3">{fields}</div> : fields;
}
