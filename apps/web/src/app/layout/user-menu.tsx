import { LogOut, Settings, User } from 'lucide-react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../lib/session';
import { useSessionUser } from '../../lib/use-session';

function initialsOf(first: string, last: string, full: string): string {
  const letters = `${first.charAt(0)}${last.charAt(0)}` || full.charAt(0);
  return letters.toUpperCase() || '?';
}

export function UserMenu() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const name = user?.fullName || t('topbar.signedIn');
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="header-item d-inline-flex align-items-center gap-2"
        aria-label={t('a11y.userMenu', { name })}
      >
        <span className="avatar-initials" aria-hidden="true">
          {initialsOf(user?.firstName ?? '', user?.lastName ?? '', name)}
        </span>
        <span className="d-none d-xl-inline">{name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to="/contacts/profile">
          <User size={16} aria-hidden="true" className="me-2" />
          {t('nav.profile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/settings">
          <Settings size={16} aria-hidden="true" className="me-2" />
          {t('nav.settings')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" className="text-danger-emphasis" onClick={logout}>
          <LogOut size={16} aria-hidden="true" className="me-2" />
          {t('nav.logout')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
