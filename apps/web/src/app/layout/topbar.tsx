import Menu from 'lucide-react/icons/menu';
import Search from 'lucide-react/icons/search';
import Settings2 from 'lucide-react/icons/settings-2';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '@/components/language-menu';
import { SearchBox } from '@/features/search/components/search-box';
import { useMediaQuery } from '@/lib/use-media-query';
import { BrandMark } from './brand-mark';
import { FullscreenButton } from './fullscreen-button';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

/** Bootstrap's lg breakpoint, where the bar's own search box shows (`d-lg-block`). */
const WIDE_SCREEN_QUERY = '(min-width: 992px)';

interface TopbarProps {
  menuId: string;
  menuExpanded: boolean;
  onToggleMenu: () => void;
  onOpenAppearance: () => void;
}

export function Topbar({ menuId, menuExpanded, onToggleMenu, onOpenAppearance }: TopbarProps) {
  const { t } = useTranslation();
  const [searchOpen, setSearchOpen] = useState(false);
  // The bar's search box is drawn only where it shows: a phone opens the box in a panel below, and
  // drew the hidden one (its query observer, its listeners) for nothing as every screen opened.
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
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
          {isWide ? (
            <search className="app-search d-none d-lg-block">
              <SearchBox />
            </search>
          ) : null}
        </div>
        <div className="d-flex align-items-center">
          <button
            type="button"
            className="btn header-item d-lg-none"
            onClick={() => setSearchOpen((value) => !value)}
            aria-label={t('a11y.search')}
            aria-expanded={searchOpen}
            aria-controls="small-search"
          >
            <Search size={18} aria-hidden="true" />
          </button>
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
      {/* Phones have no room for the box in the bar; it opens in a panel below instead. */}
      {searchOpen ? (
        <search id="small-search" className="search-panel app-search d-lg-none">
          <SearchBox autoFocus onNavigate={() => setSearchOpen(false)} />
        </search>
      ) : null}
    </header>
  );
}
