import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetSessionEnd, sessionEndNote, subscribeSessionEnd } from '@/lib/session';

/**
 * One sentence on the sign-in page saying why the session ended: the firm locked the account, the
 * password was changed, the session ran out. Said once: leaving the page forgets it.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  // The page rendered at build time says nothing: the reason is this visitor's, in her browser.
  const noted = useSyncExternalStore(subscribeSessionEnd, sessionEndNote, () => null);
  // Kept while the page is open, and taken from a refresh that fails after the page opened.
  const [reason, setReason] = useState(noted);
  if (noted && noted !== reason) setReason(noted);
  useEffect(() => () => forgetSessionEnd(), []);
  if (!reason) return null;
  return (
    <div className="alert alert-warning" role="status" data-testid="session-ended">
      {t(`login.sessionEnded.${reason}`)}
    </div>
  );
}
