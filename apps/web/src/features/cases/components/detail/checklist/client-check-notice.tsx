import { type ChecklistVersion, type FindingCode, intlLocale } from '@docket/contract';
import Camera from 'lucide-react/icons/camera';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format';

/** What makes a file hard to read, as the client is told it (CLIENT_FINDINGS, less missing pages and duplicates). */
const HARD_TO_READ: readonly FindingCode[] = ['unreadable', 'tooSmall', 'tooDark', 'washedOut', 'blurred'];

interface ClientCheckNoticeProps {
  version: ChecklistVersion;
  /** The item still takes a new version: offer to take it again. */
  canRetake: boolean;
  onRetake: () => void;
}

/**
 * What the automatic check found that the client can put right herself, in a plain sentence, with
 * the way to do it: "This photo is hard to read: it looks blurred." and Take it again. The server
 * sends her nothing else (no legal judgement), and the page reads the checklist again while the
 * check runs, so this arrives by itself, announced, on the page she is on.
 */
export function ClientCheckNotice({ version, canRetake, onRetake }: ClientCheckNoticeProps) {
  const { t, i18n } = useTranslation();
  const check = version.check;
  const waiting = check?.status === 'queued' || check?.status === 'running';
  const findings = check?.status === 'done' ? check.findings : [];
  const reasons = findings
    .filter((finding) => HARD_TO_READ.includes(finding.code))
    .map((finding) => t(`documentChecks.client.reasons.${finding.code}`));
  const missing = findings.find((finding) => finding.code === 'pagesMissing');
  // Known at upload, before the check has run.
  const duplicate = check?.findings.find((finding) => finding.code === 'duplicateFile');
  const isPhoto = version.contentType.startsWith('image/');
  const sentences = [
    reasons.length > 0
      ? t(`documentChecks.client.hardToRead.${isPhoto ? 'photo' : 'file'}`, {
          reasons: new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(reasons),
        })
      : null,
    missing
      ? t('documentChecks.client.pagesMissing', {
          missing: String(missing.params.missing ?? ''),
          total: String(missing.params.total ?? ''),
        })
      : null,
    duplicate
      ? t('documentChecks.client.duplicateFile', {
          date: formatDay(String(duplicate.params.uploadedAt ?? ''), i18n.language),
        })
      : null,
  ].filter((sentence): sentence is string => sentence !== null);

  // The live region is always there, so what arrives in it later is read out.
  return (
    <div aria-live="polite" className="client-check-notice">
      {waiting ? (
        <p className="small text-body-secondary mb-2">{t('documentChecks.client.checking')}</p>
      ) : null}
      {sentences.length > 0 ? (
        <div className="checklist-reason d-flex flex-wrap align-items-center gap-2">
          <p className="mb-0 flex-grow-1">{sentences.join(' ')}</p>
          {canRetake ? (
            <button type="button" className="btn btn-sm btn-primary" onClick={onRetake}>
              {isPhoto ? <Camera size={14} aria-hidden="true" className="me-1" /> : null}
              {isPhoto ? t('documentChecks.client.retake') : t('documentChecks.client.resend')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
