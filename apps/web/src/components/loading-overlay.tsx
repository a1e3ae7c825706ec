import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingTracker } from '@/lib/loading';

/** Full-screen veil while an API call runs longer than the tracker's delay. */
export function LoadingOverlay({ tracker = loadingTracker }: { tracker?: typeof loadingTracker }) {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(tracker.subscribe, tracker.isVisible, tracker.isVisible);
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="loading-ball" aria-hidden="true" />
      <span className="loading-text">{t('common.loading')}</span>
    </div>
  );
}
