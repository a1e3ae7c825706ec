import { type CreateUserRequest, CreateUserRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';
import { failureMessage } from '../../../lib/error-messages';
import { RoleSelect } from './role-select';
import { withTranslatedMessages } from './user-validation';

interface CreateUserFormProps {
  /** Sends the request; resolves with the server's message, rejects with its error. */
  onCreate: (values: CreateUserRequest) => Promise<string>;
  onCreated: (message: string) => void;
  onFailed?: (message: string) => void;
}

const EMPTY: CreateUserRequest = {
  firstName: '',
  lastName: '',
  email: '',
  contact: '',
  // No role until one is chosen, so "Role is required." can apply.
  role: '' as CreateUserRequest['role'],
};

/** The spec's user creation form; the contract schema gives the rules and the exact messages. */
export function CreateUserForm({ onCreate, onCreated, onFailed }: CreateUserFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const resolver = useMemo(() => withTranslatedMessages(zodResolver(CreateUserRequestSchema), t), [t]);
  const form = useForm<CreateUserRequest>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onCreated(await onCreate(values));
    } catch (caught) {
      const message = failureMessage(caught);
      setError(message);
      onFailed?.(message);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-describedby={isValid ? undefined : 'create-user-hint'}>
        {error ? (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        ) : null}
        <div className="row gx-3">
          <div className="col-md-6">
            <FormField name="firstName" label={t('users.form.firstName')} required>
              {(control) => <input {...control} {...form.register('firstName')} autoComplete="off" />}
            </FormField>
          </div>
          <div className="col-md-6">
            <FormField name="lastName" label={t('users.form.lastName')} required>
              {(control) => <input {...control} {...form.register('lastName')} autoComplete="off" />}
            </FormField>
          </div>
          <div className="col-md-6">
            <FormField name="email" label={t('users.form.email')} required>
              {(control) => (
                <input
                  {...control}
                  {...form.register('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                />
              )}
            </FormField>
          </div>
          <div className="col-md-6">
            <FormField
              name="contact"
              label={t('users.form.contact')}
              required
              hint={t('users.form.contactHint')}
            >
              {(control) => (
                <input {...control} {...form.register('contact')} type="tel" inputMode="numeric" />
              )}
            </FormField>
          </div>
          <div className="col-md-6">
            <FormField name="role" label={t('users.form.role')} required controlClass="form-select">
              {(control) => <RoleSelect control={control} register={form.register('role')} />}
            </FormField>
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={!isValid || isSubmitting}>
          {isSubmitting ? t('users.create.submitting') : t('users.create.submit')}
        </button>
        {isValid ? null : (
          <p id="create-user-hint" className="form-text mb-0 mt-2">
            {t('users.create.completeForm')}
          </p>
        )}
      </form>
    </FormProvider>
  );
}
