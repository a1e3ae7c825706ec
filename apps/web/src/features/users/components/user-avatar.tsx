import { avatarSource } from '@/lib/avatar';

/** A listed user's picture, or their initials while there is none (decorative: the name is in the row). */
export function UserAvatar({
  avatar,
  firstName,
  lastName,
}: {
  avatar: string | null;
  firstName: string;
  lastName: string;
}) {
  const url = avatarSource(avatar);
  if (url) return <img src={url} alt="" width={32} height={32} className="avatar-image rounded-circle" />;
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
  return (
    <span className="avatar-initials" aria-hidden="true" data-size={32}>
      {initials}
    </span>
  );
}
