import type { Notification } from '@docket/contract';
import type { TFunction } from 'i18next';
import { formatDay } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { formatLondonLongDay, formatLondonTime, languageName } from '@/lib/london-time';

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
    case 'key_date.moved_earlier':
      return t('notifications.kinds.keyDateMovedEarlier', { ...values, ...keyDateValues(t, params) });
    case 'key_date.change_waiting':
      return t('notifications.kinds.keyDateChangeWaiting', { ...values, ...keyDateValues(t, params) });
    case 'key_date.reminder': {
      const key = REMINDER_KEYS[params.when ?? ''];
      return key
        ? t(`notifications.kinds.${key}`, { ...values, ...keyDateValues(t, params, params.due) })
        : t('notifications.kinds.other', values);
    }
    case 'key_date.missed':
      return t('notifications.kinds.keyDateMissed', { ...values, ...keyDateValues(t, params, params.due) });
    case 'key_date.client_reminder': {
      const key = CLIENT_REMINDER_KEYS[params.when ?? ''];
      return key
        ? t(`notifications.kinds.${key}`, { ...values, ...keyDateValues(t, params, params.due) })
        : t('notifications.kinds.other', values);
    }
    case 'case.event_reminder':
      return params.eventKind && params.startsAt
        ? t('notifications.kinds.eventReminder', { sentence: appointmentSentence(t, params) })
        : t('notifications.kinds.other', values);
    default:
      return t('notifications.kinds.other', values);
  }
}

/**
 * An appointment's reminder as the client's page says it, in her language: what, when (London's
 * day and time) and where, and the interpreter asked for. The firm's own title is never sent.
 */
function appointmentSentence(t: TFunction, params: Notification['params']): string {
  const language = currentLanguage();
  const startsAt = params.startsAt ?? '';
  const values = {
    what: t(`notifications.appointment.what.${params.eventKind}`, {
      defaultValue: t('notifications.appointment.what.other'),
    }),
    day: formatLondonLongDay(startsAt, language),
    time: formatLondonTime(startsAt, language),
    place: params.location ?? '',
  };
  const when = params.location
    ? t('notifications.appointment.sentencePlace', values)
    : params.online
      ? t('notifications.appointment.sentenceOnline', values)
      : t('notifications.appointment.sentence', values);
  if (!params.interpreterLanguage) return when;
  const interpreter = t(
    params.interpreterBooked
      ? 'notifications.appointment.interpreterBooked'
      : 'notifications.appointment.interpreterAsked',
    {
      // The dialect as staff typed it, after the language, as on her case page.
      language: params.interpreterDialect
        ? `${languageName(params.interpreterLanguage, language)} (${params.interpreterDialect})`
        : languageName(params.interpreterLanguage, language),
    },
  );
  return `${when} ${interpreter}`;
}

/** A reminder's sentence by when the key date falls (its `when`). */
const REMINDER_KEYS: Record<string, string> = {
  in7Days: 'keyDateReminderIn7Days',
  in2WorkingDays: 'keyDateReminderIn2WorkingDays',
  in1WorkingDay: 'keyDateReminderIn1WorkingDay',
  today: 'keyDateReminderToday',
};
const CLIENT_REMINDER_KEYS: Record<string, string> = {
  in3Days: 'keyDateClientReminderIn3Days',
  tomorrow: 'keyDateClientReminderTomorrow',
};

/** A key date's label and its day (its new day for a move), written as the reader writes dates. */
function keyDateValues(t: TFunction, params: Notification['params'], day = params.to) {
  return {
    label: params.label || t('notifications.aCase'),
    date: day ? formatDay(day, currentLanguage()) : '',
  };
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
