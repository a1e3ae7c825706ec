import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@/lib/error-messages';
import { notify } from '@/lib/notifier';
import { fetchFile, saveBlob } from './file-transfer';

interface TemplateDownloadButtonProps {
  templateKey: string;
  fileName: string;
  documentName: string;
}

/** "Download template" next to a document a client must upload. */
export function TemplateDownloadButton({ templateKey, fileName, documentName }: TemplateDownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchFile({ type: 'template', key: templateKey }, false), fileName);
    } catch (error) {
      notify({ kind: 'error', message: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-sm btn-link px-0"
      onClick={() => void download()}
      disabled={busy}
    >
      <Download size={14} aria-hidden="true" className="me-1" />
      {t('upload.downloadTemplate')}
      {/* Which template, after the words the button shows (WCAG 2.5.3). */}
      <span className="visually-hidden"> ({documentName})</span>
    </button>
  );
}
