import { Menu, Search, Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '../../components/language-menu';
import { BrandMark } from './brand-mark';
import { FullscreenButton } from './fullscreen-button';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

interface TopbarProps {
  menuId: string;
  menuExpanded: boolean;
  onToggleMenu: () => void;
  onOpenAppearance: () => void;
}

export function Topbar({ menuId, menuExpanded, onToggleMenu, onOpenAppearance }: TopbarProps) {
  const { t } = useTranslation();
  return (
    <header className="page-topbar">
      <div className="navbar-header">
        <div className="d-flex align-items-center">
          <Link to="/dashboard" className="navbar-brand-box" aria-label={t('app.home')}>
            <BrandMark />
            <span className="brand-name">{t('app.name')}</span>
          </Link>
          <button
            type="button"
            className="btn header-item menu-toggle"
            onClick={onToggleMenu}
            aria-label={t('a11y.toggleMenu')}
            aria-expanded={menuExpanded}
            aria-controls={menuId}
            data-testid="menu-toggle"
          >
            <Menu size={20} aria-hidden="true" />
          </button>
          {/* Search results arrive with the case list; the box reserves its place in the shell. */}
          <search className="app-search d-none d-lg-block">
            <form onSubmit={(event) => event.preventDefault()}>
              <div className="position-relative">
                <input
                  type="search"
                  className="form-control"
                  placeholder={t('topbar.searchPlaceholder')}
                  aria-label={t('a11y.search')}
                />
                <Search size={16} aria-hidden="true" className="search-icon" />
              </div>
            </form>
          </search>
        </div>
        <div className="d-flex align-items-center">
          <FullscreenButton />
          <LanguageMenu />
          <NotificationsMenu />
          <UserMenu />
          <button
            type="button"
            className="btn header-item"
            onClick={onOpenAppearance}
            aria-label={t('a11y.openAppearance')}
            data-testid="appearance-toggle"
          >
            <Settings2 size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
