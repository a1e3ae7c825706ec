import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadRecoveryCodes, recoveryCodeRows, recoveryCodesText } from './recovery-codes-text';

/** The new recovery codes, shown once: two per line, copy and download, and why they matter. */
export function RecoveryCodesView({ codes, children }: { codes: readonly string[]; children?: ReactNode }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesText(codes));
      setCopied(true);
    } catch (error) {
      // The spec: a failed copy is only logged; download remains.
      console.error('Copying the recovery codes failed', error);
    }
  };

  return (
    <section aria-labelledby="recovery-codes-heading" data-testid="recovery-codes">
      <h2 id="recovery-codes-heading" className="h5" tabIndex={-1} ref={headingRef}>
        {t('recovery.heading')}
      </h2>
      <div className="alert alert-warning d-flex gap-2" role="note">
        <TriangleAlert size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
        <div>
          <p className="fw-semibold mb-1">{t('recovery.safePlace')}</p>
          <p className="mb-0 small">{t('recovery.loseWarning')}</p>
        </div>
      </div>
      <ul
        className="recovery-codes list-unstyled bg-body-tertiary rounded p-3 mb-3 font-monospace"
        aria-label={t('recovery.listLabel')}
      >
        {recoveryCodeRows(codes).map((row) => (
          <li key={row.join()} className="recovery-codes-row">
            {row.map((code) => (
              <span key={code} className="recovery-code">
                {code}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" className="me-1" />
          {t('recovery.copy')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => downloadRecoveryCodes(codes)}
        >
          <Download size={16} aria-hidden="true" className="me-1" />
          {t('recovery.download')}
        </button>
      </div>
      <div role="status" aria-live="polite">
        {copied ? <div className="alert alert-success py-2">{t('recovery.copied')}</div> : null}
      </div>
      {children}
    </section>
  );
}
