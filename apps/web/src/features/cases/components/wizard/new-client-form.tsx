import { type ClientOption, CreateUserRequestSchema } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/failure-alert';
import { EmailField } from '@/components/form/email-field';
import { FormField } from '@/components/form/form-field';
import { PhoneField } from '@/components/form/phone-field';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { type NewClient, useCreateClient } from '../../api/create-client';
import { findClients } from '../../api/find-clients';

const NewClientSchema = CreateUserRequestSchema.omit({ role: true });
const FIELDS = ['firstName', 'lastName', 'email', 'contact'] as const;

interface NewClientFormProps {
  /** The new client, found again by their e-mail (SaveUser answers no id). */
  onCreated: (client: ClientOption) => void;
  /** Created, but not found yet: the search is left at their e-mail to pick them. */
  onNotFound: (email: string) => void;
}

/**
 * An administrator adds a client who came to the office: names, e-mail and contact; the server
 * creates the account and e-mails them the invitation to set a password.
 */
export function NewClientForm({ onCreated, onNotFound }: NewClientFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const create = useCreateClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NewClient>({
    resolver: zodResolver(NewClientSchema),
    defaultValues: { firstName: '', lastName: '', email: '', contact: '' },
  });
  const { register } = form;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await create.mutateAsync(values);
    } catch (caught) {
      if (!showFieldErrors(caught, form.setError, FIELDS)) setError(failureMessage(caught));
      return;
    }
    toast.success(t('cases.wizard.client.created', { email: values.email }), t('cases.wizard.client.label'));
    const email = values.email.trim().toLowerCase();
    const matches = await findClients(email).catch(() => []);
    const client = matches.find((match) => match.email.toLowerCase() === email);
    if (client) onCreated(client);
    else onNotFound(values.email.trim());
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="border rounded p-3 mt-2"
        aria-label={t('cases.wizard.client.new')}
        onSubmit={(event) => void submit(event)}
      >
        <p className="small text-body-secondary">{t('cases.wizard.client.newHint')}</p>
        <ErrorAlert message={error} />
        <div className="row gx-3">
          <div className="col-md-6">
            <FormField name="firstName" label={t('cases.wizard.client.firstName')} required>
              {(control) => <input {...control} {...register('firstName')} autoComplete="off" />}
            </FormField>
          </div>
          <div className="col-md-6">
            <FormField name="lastName" label={t('cases.wizard.client.lastName')} required>
              {(control) => <input {...control} {...register('lastName')} autoComplete="off" />}
            </FormField>
          </div>
          <div className="col-md-6">
            <EmailField label={t('cases.wizard.client.email')} autoComplete="off" />
          </div>
          <div className="col-md-6">
            <PhoneField name="contact" label={t('cases.wizard.client.contact')} autoComplete="off" />
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('cases.wizard.client.creating') : t('cases.wizard.client.create')}
        </button>
      </form>
    </FormProvider>
  );
}
