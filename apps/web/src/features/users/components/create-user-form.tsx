import { type CreateUserRequest, CreateUserRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/failure-alert';
import { failureMessage } from '../../../lib/error-messages';
import { UserFields } from './user-fields';
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
        <ErrorAlert message={error} />
        <UserFields mode="create" />
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
