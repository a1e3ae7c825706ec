import { UPLOAD_KINDS } from '@docket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '@/components/upload/file-upload';
import type { UploadedFile } from '@/components/upload/upload-file';
import { useObjectUrl } from '@/components/upload/use-object-url';
import { UserAvatar } from './user-avatar';

const AVATAR_MAX_KB = UPLOAD_KINDS.avatar.maxBytes / 1024;

interface AvatarFieldProps {
  /** The key that will be saved: the current one, a new upload's, or null for none. */
  value: string | null;
  onChange: (key: string | null) => void;
  firstName: string;
  lastName: string;
  /** Lets the form wait for a running upload before saving. */
  onUploadingChange?: (uploading: boolean) => void;
}

/** A new picture staged in this visit: the upload, the bytes sent, and the avatar it replaces. */
interface Staged {
  file: UploadedFile;
  sent: File | undefined;
  replaced: string | null;
}

/**
 * The profile's picture: a new one goes through the documents' upload control (resumable, the
 * photo made smaller first, progress, cancel and retry) and is staged until Save; dropping it
 * brings back the picture it replaced. "Remove picture" leaves the profile without one.
 */
export function AvatarField({ value, onChange, firstName, lastName, onUploadingChange }: AvatarFieldProps) {
  const { t } = useTranslation();
  const [staged, setStaged] = useState<Staged | null>(null);
  // A reset of the form to the saved avatar leaves the staged picture behind.
  const current = staged?.file.filePath === value ? staged : null;
  const previewUrl = useObjectUrl(current?.sent ?? null);

  const onUpload = (file: UploadedFile | null, sent?: File) => {
    if (file) {
      setStaged({ file, sent, replaced: current ? current.replaced : value });
      onChange(file.filePath);
    } else if (current) {
      setStaged(null);
      onChange(current.replaced);
    }
  };

  return (
    <div className="avatar-field d-flex flex-wrap align-items-start gap-3 mb-3">
      <UserAvatar
        avatar={value}
        firstName={firstName}
        lastName={lastName}
        size={72}
        previewUrl={previewUrl}
        alt={t('avatar.current')}
      />
      <div className="flex-grow-1">
        <FileUpload
          kind="avatar"
          label={t('avatar.label')}
          hint={t('avatar.hint', { limit: AVATAR_MAX_KB })}
          value={current?.file ?? null}
          onChange={onUpload}
          onBusyChange={onUploadingChange}
        />
        {value && !current ? (
          <button
            type="button"
            className="btn btn-link btn-sm px-0 text-danger-emphasis"
            onClick={() => onChange(null)}
          >
            {t('avatar.remove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
