import { intlLocale } from '@docket/contract';
import Camera from 'lucide-react/icons/camera';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoAdvice } from './use-file-upload';

interface PhotoAdviceProps {
  advice: PhotoAdvice;
  onRetake: () => void;
  onSendAnyway: () => void;
}

/**
 * Before a photo is sent: "This photo is hard to read: it looks blurred. Take it again, or send it
 * anyway?", with both choices. The focus comes here as it appears, so a screen reader says it and the
 * keyboard is at the choices; nothing is sent until she makes one.
 */
export function PhotoAdviceNotice({ advice, onRetake, onSendAnyway }: PhotoAdviceProps) {
  const { t, i18n } = useTranslation();
  const sentence = useRef<HTMLParagraphElement>(null);
  useEffect(() => sentence.current?.focus(), []);
  const reasons = new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(
    advice.findings.map((finding) => t(`documentChecks.client.reasons.${finding.code}`)),
  );
  return (
    <div className="photo-advice">
      <p ref={sentence} tabIndex={-1} className="mb-2">
        {t('documentChecks.client.hardToRead.photo', { reasons })} {t('upload.advice.question')}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm btn-primary" onClick={onRetake}>
          <Camera size={14} aria-hidden="true" className="me-1" />
          {t('upload.advice.retake')}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onSendAnyway}>
          {t('upload.advice.sendAnyway')}
        </button>
      </div>
    </div>
  );
}
