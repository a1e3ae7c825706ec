import type { Notification } from '@docket/contract';
import type { TFunction } from 'i18next';

/**
 * A notification's sentence in the reader's language, built from its kind and parameters (the
 * server stores facts, not English). Unknown roles or statuses fall back to their raw value.
 */
export function notificationMessage(t: TFunction, notification: Notification): string {
  const params = notification.params;
  const values = {
    caseId: notification.caseId ?? '',
    caseTypeName: params.caseTypeName || t('notifications.aCase'),
    clientName: params.clientName || t('notifications.someone'),
    solicitorName: params.solicitorName || t('notifications.aSolicitor'),
    status: params.status ? t(`notifications.status.${params.status}`, { defaultValue: params.status }) : '',
  };
  switch (notification.kind) {
    case 'case.created':
      return t('notifications.kinds.created', values);
    case 'case.document_added': {
      const role = params.uploaderRole;
      const key = role === 'Client' || role === 'Solicitor' || role === 'Admin' ? role : 'Other';
      return t(`notifications.kinds.documentAddedBy${key}`, values);
    }
    case 'case.solicitor_assigned':
      return t('notifications.kinds.solicitorAssigned', values);
    case 'case.status_changed':
      return t('notifications.kinds.statusChanged', values);
    default:
      return t('notifications.kinds.other', values);
  }
}
