import { Bell } from 'lucide-react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';

/** Real notifications arrive in a later issue; until then the menu says honestly that there are none. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="header-item no-caret" aria-label={t('a11y.notifications')}>
        <Bell size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="notifications-menu">
        <Dropdown.Header as="h2" className="h6">
          {t('a11y.notifications')}
        </Dropdown.Header>
        <Dropdown.ItemText className="text-body-secondary">{t('topbar.noNotifications')}</Dropdown.ItemText>
      </Dropdown.Menu>
    </Dropdown>
  );
}
