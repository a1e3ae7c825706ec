import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/error-messages';
import { uploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, AVATAR_MAX_KB, checkAvatarFile } from './avatar-file';
import { UserAvatar } from './user-avatar';

interface AvatarFieldProps {
  /** The key that will be saved: the current one, a new upload's, or null for none. */
  value: string | null;
  onChange: (key: string | null) => void;
  firstName: string;
  lastName: string;
  /** Lets the form wait for a running upload before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** Picks, checks and uploads a new avatar (staged until Save), with a preview and a progress bar. */
export function AvatarField({ value, onChange, firstName, lastName, onUploadingChange }: AvatarFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  // A reset of the form to the saved avatar drops the preview of an unsaved one.
  const lastUploaded = useRef<string | null>(null);
  useEffect(() => {
    if (value !== lastUploaded.current) setPreviewUrl(null);
  }, [value]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const check = checkAvatarFile(file);
    if (check) {
      setProblem(
        check === 'invalidType' ? t('avatar.invalidType') : t('avatar.tooLarge', { limit: AVATAR_MAX_KB }),
      );
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const key = await uploadAvatar(file, setProgress);
      lastUploaded.current = key;
      setPreviewUrl(URL.createObjectURL(file));
      onChange(key);
    } catch (caught) {
      setProblem(failureMessage(caught));
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className="avatar-field d-flex flex-wrap align-items-center gap-3 mb-3">
      <UserAvatar
        avatar={value}
        firstName={firstName}
        lastName={lastName}
        size={72}
        previewUrl={previewUrl}
        alt={t('avatar.current')}
      />
      <div className="flex-grow-1">
        <label htmlFor={inputId} className="form-label">
          {t('avatar.label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={AVATAR_ACCEPT}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          aria-describedby={hintId}
          aria-invalid={Boolean(problem)}
          disabled={percent !== null}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <div id={hintId} className="form-text">
          {t('avatar.hint', { limit: AVATAR_MAX_KB })}
        </div>
        {problem ? (
          <div className="invalid-feedback d-block" role="alert">
            {problem}
          </div>
        ) : null}
        {percent !== null ? (
          <div
            className="progress mt-2"
            role="progressbar"
            aria-label={t('avatar.uploading')}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
        ) : null}
        {value ? (
          <button
            type="button"
            className="btn btn-link btn-sm px-0 text-danger-emphasis"
            onClick={() => {
              lastUploaded.current = null;
              setPreviewUrl(null);
              onChange(null);
            }}
          >
            {t('avatar.remove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
