import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import User from 'lucide-react/icons/user';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/account/api/get-current-user';
import { signOut } from '@/features/account/api/logout';
import { UserAvatar } from '@/features/account/components/user-avatar';
import { useSessionUser } from '@/lib/use-session';

/** Name, role and avatar of the signed-in user; the token's claims stand in until the profile loads. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSessionUser();
  const { data: user } = useCurrentUser();
  const firstName = user?.firstName ?? session?.firstName ?? '';
  const lastName = user?.lastName ?? session?.lastName ?? '';
  const name = user?.fullName || session?.fullName || t('topbar.signedIn');
  const role = user?.role ?? session?.role ?? '';
  const avatar = user ? user.avatar : session?.avatar || null;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="header-item d-inline-flex align-items-center gap-2 user-menu-toggle"
      >
        {/* The initials are a picture of the name, which the button's name already says. */}
        <span aria-hidden="true">
          <UserAvatar avatar={avatar} firstName={firstName} lastName={lastName} size={32} />
        </span>
        {/* The name starts with the words the button shows (WCAG 2.5.3): the name and role where
            they are shown, the name alone where only the avatar is. */}
        <span className="d-none d-xl-inline-flex flex-column align-items-start lh-sm">
          <span>{name}</span>
          {role ? <span className="small">{t(`roles.${role}`, { defaultValue: role })}</span> : null}
        </span>
        <span className="visually-hidden d-xl-none">{name}</span>
        <span className="visually-hidden">, {t('a11y.accountMenu')}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header className="d-xl-none">
          <span className="d-block fw-semibold">{name}</span>
          {role ? <span className="small">{t(`roles.${role}`, { defaultValue: role })}</span> : null}
        </Dropdown.Header>
        <Dropdown.Item as={Link} to="/contacts/profile">
          <User size={16} aria-hidden="true" className="me-2" />
          {t('nav.profile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/settings">
          <Settings size={16} aria-hidden="true" className="me-2" />
          {t('nav.settings')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="text-danger-emphasis" onClick={signOut}>
          <LogOut size={16} aria-hidden="true" className="me-2 icon-flip" />
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
