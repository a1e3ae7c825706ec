import Camera from 'lucide-react/icons/camera';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import FileUp from 'lucide-react/icons/file-up';
import Trash2 from 'lucide-react/icons/trash';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/lib/use-media-query';
import {
  acceptFor,
  checkFile,
  type FileProblem,
  type FileUploadKind,
  formatsFor,
  maxMegabytes,
} from './file-rules';
import { PhotoAdviceNotice } from './photo-advice';
import { mayBePicture } from './photo-plan';
import type { PrepareDeps } from './prepare-photo';
import { type UploadedFile, type UploadFn, uploadFile } from './upload-file';
import { UploadProgress } from './upload-progress';
import { useFileUpload } from './use-file-upload';
import './upload.css';
import { FileName } from './file-name';

export interface FileUploadProps {
  kind: FileUploadKind;
  label: string;
  /** The staged or stored file this control currently holds. */
  value: UploadedFile | null;
  /** A new file staged (with the bytes sent, as prepared), or none. */
  onChange: (file: UploadedFile | null, sent?: File) => void;
  required?: boolean;
  /** Instead of the formats and the size in MB, e.g. an avatar's limit in kB. */
  hint?: string;
  /** A translated message from the surrounding form, e.g. "Template file is required". */
  error?: string | null;
  /** Lets a form wait for a running upload before it moves on. */
  onBusyChange?: (busy: boolean) => void;
  /**
   * A client's document: a photo is measured for readability before it is sent, and she is asked
   * to take it again or send it anyway when it looks hard to read (decision 039).
   */
  advise?: boolean;
  /** Replaced in tests. */
  upload?: UploadFn;
  /** Replaced in tests: the browser's picture decoder, canvas and the firm's settings. */
  prepareDeps?: PrepareDeps;
}

/**
 * One document's upload: drag and drop, a file button and, on touch devices, the camera. The file
 * is checked in the browser, then sent with a progress bar that can be cancelled and retried.
 */
export function FileUpload({
  kind,
  label,
  value,
  onChange,
  required,
  hint,
  error,
  onBusyChange,
  advise = false,
  upload = uploadFile,
  prepareDeps,
}: FileUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  // Phones and tablets get a camera button; desktops would only open the file picker again.
  const hasCamera = useMediaQuery('(pointer: coarse)');
  const say = (found: FileProblem) =>
    setProblem(
      found.kind === 'tooLarge' ? t('upload.tooLarge', { limit: found.limitKb }) : t(`upload.${found.kind}`),
    );
  const { item, busy, advice, start, cancel, retry, clear, sendAnyway } = useFileUpload({
    kind,
    upload,
    onDone: onChange,
    onProblem: say,
    advise,
    prepareDeps,
  });

  // Take it again: the camera where there is one, the file picker otherwise; the held photo is dropped.
  const retake = () => {
    clear();
    (hasCamera ? cameraInput.current : fileInput.current)?.click();
  };

  // Only a change of `busy` is reported, so a parent may pass a new callback on every render.
  const onBusyChangeRef = useRef(onBusyChange);
  onBusyChangeRef.current = onBusyChange;
  useEffect(() => onBusyChangeRef.current?.(busy), [busy]);
  useEffect(() => () => onBusyChangeRef.current?.(false), []);

  const pick = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (cameraInput.current) cameraInput.current.value = '';
    if (!file) return;
    // A picture is checked as it will be sent, once prepared (a HEIC photo becomes a JPEG, a large
    // photo a smaller one); anything else at once, and a file already sent stays while it is refused.
    const check = mayBePicture(file) ? null : checkFile(kind, file);
    if (check) {
      say(check);
      return;
    }
    setProblem(null);
    onChange(null);
    void start(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };

  const remove = () => {
    clear();
    setProblem(null);
    onChange(null);
  };

  const message = problem ?? error ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = message ? `${hintId} ${errorId}` : hintId;
  const showStored = value && (!item || item.state === 'DONE');

  return (
    <fieldset className="file-upload mb-3">
      <legend className="form-label fs-6 mb-2">
        {label}
        {required ? (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {/* Dropping is a pointer shortcut; the buttons inside are the keyboard's way to the same thing. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target has no keyboard equivalent of its own */}
      <div
        className={`file-drop${dragging ? ' is-dragging' : ''}${message ? ' is-invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FileUp size={22} aria-hidden="true" className="text-primary flex-shrink-0" />
        <span className="file-drop-text">{t('upload.dropHere')}</span>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => fileInput.current?.click()}
          aria-describedby={describedBy}
        >
          {value || item ? t('upload.replace') : t('upload.choose')}
        </button>
        {hasCamera ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => cameraInput.current?.click()}
          >
            <Camera size={16} aria-hidden="true" className="me-1" />
            {t('upload.takePhoto')}
          </button>
        ) : null}
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          accept={acceptFor(kind)}
          aria-label={label}
          required={required}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        {hasCamera ? (
          <input
            ref={cameraInput}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            accept="image/jpeg,image/png"
            // The avatar is of oneself: the front camera.
            capture={kind === 'avatar' ? 'user' : 'environment'}
            aria-label={t('upload.takePhotoFor', { label })}
            onChange={(event) => pick(event.target.files?.[0])}
          />
        ) : null}
      </div>
      <div id={hintId} className="form-text">
        {hint ?? t('upload.hint', { formats: formatsFor(kind), size: maxMegabytes(kind) })}
      </div>
      {message ? (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      ) : null}
      {advice ? <PhotoAdviceNotice advice={advice} onRetake={retake} onSendAnyway={sendAnyway} /> : null}
      {item && item.state !== 'DONE' ? (
        <UploadProgress item={item} onCancel={cancel} onRetry={retry} onRemove={remove} />
      ) : null}
      {showStored ? (
        <div className="file-upload-item">
          <CheckCircle2 size={18} aria-hidden="true" className="text-success flex-shrink-0" />
          <FileName name={value.fileName} />
          <span className="badge text-bg-success">{t('upload.states.DONE')}</span>
          <button
            type="button"
            className="btn btn-sm btn-link text-danger-emphasis p-0 ms-auto"
            onClick={remove}
            aria-label={t('upload.removeFile', { name: value.fileName })}
          >
            <Trash2 size={16} aria-hidden="true" className="me-1" />
            {t('upload.remove')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
