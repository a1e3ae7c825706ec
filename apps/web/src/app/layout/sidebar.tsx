import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useSessionUser } from '@/lib/use-session';
import { isGroupActive, type MenuEntry, menuFor } from './menu';

function SidebarGroup({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isGroupActive(entry, pathname);
  const [open, setOpen] = useState(active);
  const Icon = entry.icon;
  const listId = `submenu-${entry.id}`;
  return (
    <li className={`menu-group${active ? ' mm-active' : ''}`}>
      <button
        type="button"
        className="menu-link menu-top has-arrow"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon size={18} aria-hidden="true" className="menu-icon" />
        <span className="menu-label">{t(entry.labelKey)}</span>
        <ChevronDown size={14} aria-hidden="true" className="menu-arrow" />
      </button>
      <ul id={listId} className={`sub-menu${open ? ' show' : ''}`}>
        <li className="sub-menu-title" aria-hidden="true">
          {t(entry.labelKey)}
        </li>
        {(entry.children ?? []).map((child) => (
          <li key={child.to}>
            <NavLink to={child.to} className="menu-link menu-sub" end>
              {t(child.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Vertical layout's menu. Collapsed groups stay reachable: icon modes open them as flyouts on focus. */
export function Sidebar({ id }: { id: string }) {
  const { t } = useTranslation();
  const menu = menuFor(useSessionUser()?.role);
  return (
    <nav id={id} className="vertical-menu" aria-label={t('a11y.mainMenu')}>
      <ul className="sidebar-menu list-unstyled">
        <li className="menu-title" aria-hidden="true">
          {t('nav.menu')}
        </li>
        {menu.map((entry) => {
          if (entry.children) return <SidebarGroup key={entry.id} entry={entry} />;
          const Icon = entry.icon;
          return (
            <li key={entry.id}>
              <NavLink to={entry.to ?? '/'} className="menu-link menu-top" end>
                <Icon size={18} aria-hidden="true" className="menu-icon" />
                <span className="menu-label">{t(entry.labelKey)}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
