import { readablePhoneNumber, UpdateUserRequestSchema, type UserListItem } from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/failure-alert';
import { ltrText } from '@/components/ltr';
import { useToast } from '@/components/toast/use-toast';
import { failureMessage } from '@/lib/error-messages';
import { showFieldErrors } from '@/lib/form-errors';
import { useUpdateUser } from '../api/update-user';
import { UserFields } from './user-fields';

const EditUserSchema = UpdateUserRequestSchema.omit({ id: true });

interface EditUserModalProps {
  user: UserListItem | null;
  onClose: () => void;
}

/** Names, contact and role of a user; the e-mail is their sign-in and stays as it is. */
export function EditUserModal({ user, onClose }: EditUserModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const update = useUpdateUser();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(EditUserSchema),
    defaultValues: { firstName: '', lastName: '', contact: '', role: 'Client' as UserListItem['role'] },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (!user) return;
    setError(null);
    form.reset({
      firstName: user.firstName,
      lastName: user.lastName,
      contact: readablePhoneNumber(user.contact),
      role: user.role,
    });
  }, [user, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!user) return;
    setError(null);
    try {
      await update.mutateAsync({ ...values, id: user.id });
      toast.success(t('users.edit.saved'), t('users.edit.title'));
      onClose();
    } catch (caught) {
      const fields = ['firstName', 'lastName', 'contact', 'role'] as const;
      if (!showFieldErrors(caught, form.setError, fields)) setError(failureMessage(caught));
    }
  });

  return (
    <Modal show={user !== null} onHide={onClose} centered aria-labelledby={titleId}>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Modal.Header closeButton closeLabel={t('a11y.close')}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {t('users.edit.heading', { name: user?.fullName ?? '' })}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <ErrorAlert message={error} />
            <p className="small text-body-secondary">
              {t('users.edit.emailFixed', { email: ltrText(user?.email ?? '') })}
            </p>
            <UserFields mode="edit" />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-light" onClick={onClose}>
              {t('users.common.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {update.isPending ? t('users.edit.saving') : t('users.edit.save')}
            </button>
          </Modal.Footer>
        </form>
      </FormProvider>
    </Modal>
  );
}
