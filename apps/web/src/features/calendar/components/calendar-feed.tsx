import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/failure-alert';
import { failureMessage } from '@/lib/error-messages';
import { useCreateFeed, useRevokeFeed } from '../api/calendar';

/**
 * "Subscribe from Outlook, Google or a phone": a private iCalendar address of my key dates and
 * appointments (case numbers and kinds, no client's name). The server keeps only its hash, so the
 * address is shown once, here, until the screen is left; a new one stops the old.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const headingId = useId();
  const addressId = useId();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [address, setAddress] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending || revoke.isPending;

  const make = async () => {
    setError(null);
    setStatus(null);
    try {
      const answer = await create.mutateAsync();
      setAddress(answer.url);
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };

  const stop = async () => {
    setError(null);
    setStatus(null);
    try {
      await revoke.mutateAsync();
      setAddress(null);
      setStatus(t('calendar.feed.stopped'));
    } catch (caught) {
      setError(failureMessage(caught));
    }
  };

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      setStatus(t('calendar.feed.copied'));
    } catch {
      setStatus(t('calendar.feed.copyFailed'));
    }
  };

  return (
    <section className="card mt-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5">
          {t('calendar.feed.title')}
        </h2>
        <p className="text-body-secondary">{t('calendar.feed.intro')}</p>
        <ErrorAlert message={error} />
        {address ? (
          <div className="mb-3">
            <div className="alert alert-warning" role="alert">
              {t('calendar.feed.shownOnce')}
            </div>
            <label htmlFor={addressId} className="form-label">
              {t('calendar.feed.address')}
            </label>
            <div className="d-flex flex-wrap gap-2">
              <input
                id={addressId}
                type="text"
                readOnly
                dir="ltr"
                className="form-control flex-grow-1 w-auto"
                style={{ minWidth: 0 }}
                value={address}
                onFocus={(event) => event.currentTarget.select()}
              />
              <button type="button" className="btn btn-primary" onClick={() => void copy()}>
                {t('calendar.feed.copy')}
              </button>
            </div>
          </div>
        ) : null}
        <p className="small mb-2" role="status">
          {status}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy}
            onClick={() => void make()}
          >
            {t(address ? 'calendar.feed.createAgain' : 'calendar.feed.create')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => void stop()}
          >
            {t('calendar.feed.stop')}
          </button>
        </div>
        <p className="small text-body-secondary mt-2 mb-0">{t('calendar.feed.replaces')}</p>
      </div>
    </section>
  );
}
