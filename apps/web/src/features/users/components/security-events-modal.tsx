import type { UserListItem } from '@docket/contract';
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '@/components/data-table/table-scroll';
import { FailureAlert } from '@/components/failure-alert';
import { dateFormatter } from '@/lib/format';
import { useSecurityEvents } from '../api/get-security-events';

/** Translated name of a security action; an action this version does not know shows as it is. */
function actionLabel(t: (key: string, options: { defaultValue: string }) => string, action: string) {
  return t(`audit.actions.${action.replace(/\./g, '_')}`, { defaultValue: action });
}

/** A user's recent security events (sign-ins, lockouts, password and MFA changes), newest first. */
export function SecurityEventsModal({ user, onClose }: { user: UserListItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const events = useSecurityEvents(user?.id ?? null);
  const dateFormat = dateFormatter(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Modal show={user !== null} onHide={onClose} centered size="lg" aria-labelledby={titleId} scrollable>
      <Modal.Header closeButton closeLabel={t('a11y.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('users.events.heading', { name: user?.fullName ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <FailureAlert error={events.error} />
        {events.isPending && user ? <p className="text-body-secondary">{t('common.loading')}</p> : null}
        {events.data && events.data.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('users.events.empty')}</p>
        ) : null}
        {events.data && events.data.length > 0 ? (
          <TableScroll label={t('users.events.heading', { name: user?.fullName ?? '' })}>
            <table className="table table-sm mb-0">
              <caption className="visually-hidden">
                {t('users.events.heading', { name: user?.fullName ?? '' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('users.events.when')}</th>
                  <th scope="col">{t('users.events.what')}</th>
                  <th scope="col">{t('users.events.by')}</th>
                  <th scope="col">{t('users.events.ip')}</th>
                </tr>
              </thead>
              <tbody>
                {events.data.map((event) => (
                  <tr key={event.id}>
                    <td className="text-nowrap">{dateFormat.format(new Date(event.occurredAt))}</td>
                    <td>{actionLabel(t, event.action)}</td>
                    <td>{event.actorName ?? '—'}</td>
                    <td>{event.ip ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-light" onClick={onClose}>
          {t('users.common.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
