import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useSessionUser } from '@/lib/use-session';
import { isGroupActive, menuFor } from './menu';

/** Horizontal layout's menu: the same entries as the sidebar, groups as keyboard-operable dropdowns. */
export function HorizontalNav({ id }: { id: string }) {
  const { t } = useTranslation();
  const menu = menuFor(useSessionUser()?.role);
  const { pathname } = useLocation();
  return (
    <nav id={id} className="topnav" aria-label={t('a11y.mainMenu')}>
      <ul className="topnav-menu list-unstyled">
        {menu.map((entry) => {
          const Icon = entry.icon;
          if (!entry.children) {
            return (
              <li key={entry.id}>
                <NavLink to={entry.to ?? '/'} className="topnav-link" end>
                  <Icon size={18} aria-hidden="true" />
                  <span>{t(entry.labelKey)}</span>
                </NavLink>
              </li>
            );
          }
          return (
            <Dropdown as="li" key={entry.id}>
              <Dropdown.Toggle
                variant="link"
                className={`topnav-link${isGroupActive(entry, pathname) ? ' active' : ''}`}
              >
                <Icon size={18} aria-hidden="true" />
                <span>{t(entry.labelKey)}</span>
              </Dropdown.Toggle>
              <Dropdown.Menu>
                {entry.children.map((child) => (
                  <Dropdown.Item key={child.to} as={Link} to={child.to} active={pathname === child.to}>
                    {t(child.labelKey)}
                  </Dropdown.Item>
                ))}
              </Dropdown.Menu>
            </Dropdown>
          );
        })}
      </ul>
    </nav>
  );
}
