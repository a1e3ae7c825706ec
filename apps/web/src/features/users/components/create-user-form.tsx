import { type CreateUserRequest, CreateUserRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/failure-alert';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { UserFields } from './user-fields';

interface CreateUserFormProps {
  /** Sends the request; rejects with the server's error. */
  onCreate: (values: CreateUserRequest) => Promise<unknown>;
  onCreated: () => void;
  /** The failure in the reader's words, e.g. for a toast. */
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

/**
 * The spec's user creation form; the contract schema gives the rules and their message keys, shown
 * translated. A failure the server pins on a field (an e-mail already in use) shows on that field.
 */
export function CreateUserForm({ onCreate, onCreated, onFailed }: CreateUserFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreateUserRequest>({
    resolver: zodResolver(CreateUserRequestSchema),
    defaultValues: EMPTY,
    mode: 'onChange',
  });
  const { isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onCreate(values);
      onCreated();
    } catch (caught) {
      const message = failureMessage(caught);
      const fields = Object.keys(EMPTY) as Array<keyof CreateUserRequest>;
      if (!showFieldErrors(caught, form.setError, fields)) setError(message);
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
