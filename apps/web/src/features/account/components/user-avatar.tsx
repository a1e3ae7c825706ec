import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarSource } from '@/lib/avatar';

export function initialsOf(firstName: string, lastName: string, fallback = ''): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}` || fallback.trim().charAt(0);
  return letters.toUpperCase() || '?';
}

interface UserAvatarProps {
  /** The avatar as the server gives it (an address), or a staged upload's key while unsaved. */
  avatar: string | null | undefined;
  firstName: string;
  lastName: string;
  size?: number;
  /** An object URL to show instead (a preview of a file not saved yet). */
  previewUrl?: string | null;
  alt?: string;
}

/**
 * The user's picture, or their initials while there is none, and when the picture cannot be shown
 * (spec: "Failed to load image.", said to whoever points at it or reads it).
 */
export function UserAvatar({
  avatar,
  firstName,
  lastName,
  size = 32,
  previewUrl,
  alt = '',
}: UserAvatarProps) {
  const { t } = useTranslation();
  const src = previewUrl ?? avatarSource(avatar);
  const [failed, setFailed] = useState<string | null>(null);
  if (src && src !== failed) {
    return (
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        className="avatar-image rounded-circle"
        onError={() => setFailed(src)}
      />
    );
  }
  const initials = initialsOf(firstName, lastName);
  const problem = src ? t('errors.imageLoad') : undefined;
  if (alt || problem) {
    return (
      <span
        className="avatar-initials"
        role="img"
        aria-label={[alt, problem].filter(Boolean).join('. ')}
        title={problem}
        data-size={size}
      >
        {initials}
      </span>
    );
  }
  return (
    <span className="avatar-initials" aria-hidden="true" data-size={size}>
      {initials}
    </span>
  );
}
