import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [isFullscreen, setIsFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Some browsers (iOS Safari) have no fullscreen API; a button that cannot work is not shown.
  if (!document.fullscreenEnabled) return null;

  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => {
      // Refused (e.g. by a browser policy): the page simply stays as it is.
    });
  };

  const label = isFullscreen ? t('a11y.exitFullscreen') : t('a11y.enterFullscreen');
  return (
    <button
      type="button"
      className="btn header-item d-none d-md-inline-flex"
      onClick={toggle}
      aria-label={label}
      title={label}
    >
      {isFullscreen ? <Minimize size={18} aria-hidden="true" /> : <Maximize size={18} aria-hidden="true" />}
    </button>
  );
}
