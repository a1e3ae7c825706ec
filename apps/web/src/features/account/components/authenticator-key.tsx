import type { MfaSetup } from '@docket/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/lib/use-media-query';
import { QrCode } from './qr-code';

type Copied = 'copied' | 'selected' | null;

/**
 * The three ways to give the key to an authenticator app. On the phone that holds the app, the
 * `otpauth://` link opens it with the key filled in: a QR code on the same screen cannot be
 * scanned. The QR code is for another device (open at once on a wide screen), and the key can be
 * copied or typed.
 */
export function AuthenticatorKey({ setup }: { setup: MfaSetup }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 768px)');
  const keyRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState<Copied>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.sharedKey.replace(/\s+/g, ''));
      setCopied('copied');
    } catch {
      // No clipboard (a page not served over HTTPS, a refused permission): the key is selected
      // instead, for the phone's own Copy.
      const key = keyRef.current;
      const selection = window.getSelection();
      if (key && selection) {
        selection.selectAllChildren(key);
      }
      setCopied('selected');
    }
  };

  return (
    <div className="authenticator-key">
      <a href={setup.authenticatorUri} className="btn btn-primary mb-3" data-testid="open-authenticator">
        {t('mfa.openInApp')}
      </a>
      <details className="mb-3" open={wide}>
        <summary>{t('mfa.showQr')}</summary>
        <div className="pt-2">
          <QrCode value={setup.authenticatorUri} label={t('mfa.qrLabel')} />
        </div>
      </details>
      <p className="mb-1 small text-body-secondary">{t('mfa.keyIntro')}</p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <code ref={keyRef} className="shared-key fs-6" data-testid="shared-key">
          {setup.sharedKey}
        </code>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void copy()}>
          {t('mfa.copyKey')}
        </button>
      </div>
      <p className="small mt-1 mb-0" role="status">
        {copied === 'copied' ? t('mfa.keyCopied') : copied === 'selected' ? t('mfa.keySelected') : ''}
      </p>
    </div>
  );
}
