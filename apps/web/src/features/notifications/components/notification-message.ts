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
    documentName: params.documentName || t('notifications.aDocument'),
    reason: params.reasonCode
      ? t(`checklist.reasons.${params.reasonCode}`, { defaultValue: t('notifications.noReason') })
      : t('notifications.noReason'),
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
    case 'document.uploaded':
      return t('notifications.kinds.documentUploaded', values);
    case 'document.accepted':
      return t('notifications.kinds.documentAccepted', values);
    case 'document.rejected':
      return t('notifications.kinds.documentRejected', values);
    case 'document.waived':
      return t('notifications.kinds.documentWaived', values);
    case 'document.requested':
      return t('notifications.kinds.documentRequested', values);
    case 'document.reminder':
      return t('notifications.kinds.documentReminder', values);
    default:
      return t('notifications.kinds.other', values);
  }
}

/**
 * Where a notification leads: its case, and for a document's news the item itself
 * (`/case/{id}#item-{itemId}`), which the case page scrolls to and focuses.
 */
export function notificationLink(notification: Notification): string | null {
  if (notification.caseId === null) return null;
  const itemId = notification.params.itemId;
  const anchor = itemId && /^\d+$/.test(itemId) ? `#item-${itemId}` : '';
  return `/case/${notification.caseId}${anchor}`;
}
