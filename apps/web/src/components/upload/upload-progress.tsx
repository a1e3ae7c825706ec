import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { FileName } from './file-name';
import type { UploadItem } from './use-file-upload';

interface UploadProgressProps {
  item: UploadItem;
  onCancel: () => void;
  onRetry: () => void;
  onRemove: () => void;
}

const BAR_CLASS: Record<UploadItem['state'], string> = {
  PENDING: 'bg-secondary',
  IN_PROGRESS: 'progress-bar-striped progress-bar-animated',
  DONE: 'bg-success',
  FAILED: 'bg-danger',
  CANCELLED: 'bg-secondary',
};

/** A running or unfinished upload: its name, state, progress bar and what can be done next. */
export function UploadProgress({ item, onCancel, onRetry, onRemove }: UploadProgressProps) {
  const { t } = useTranslation();
  const name = item.file.name;
  const running = item.state === 'PENDING' || item.state === 'IN_PROGRESS';
  return (
    <div className="file-upload-item flex-wrap" data-state={item.state}>
      <FileName name={name} />
      <span className="small text-body-secondary" aria-live="polite">
        {t(`upload.states.${item.state}`, { percent: item.percent })}
      </span>
      <div
        className="progress w-100"
        role="progressbar"
        aria-label={t('upload.progressOf', { name })}
        aria-valuenow={item.percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={`progress-bar ${BAR_CLASS[item.state]}`} style={{ width: `${item.percent}%` }} />
      </div>
      {item.error ? (
        <div className="text-danger small w-100" role="alert">
          {item.error}
        </div>
      ) : null}
      <div className="d-flex gap-2">
        {running ? (
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            <X size={14} aria-hidden="true" className="me-1" />
            {t('upload.cancel')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={onRetry}>
              <RotateCcw size={14} aria-hidden="true" className="me-1" />
              {t('upload.retry')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={onRemove}
              aria-label={t('upload.removeFile', { name })}
            >
              <Trash2 size={14} aria-hidden="true" className="me-1" />
              {t('upload.remove')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
