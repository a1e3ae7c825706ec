import { LIMITS } from '@docket/contract';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { LockGate } from '@/features/account/components/lock-gate';
import { useLanguageSync } from '@/features/account/use-language-sync';
import { useFocusRescue } from '@/lib/focus-rescue';
import { useAppearance } from '@/lib/use-appearance';
import { useMediaQuery } from '@/lib/use-media-query';
import { AppearancePanel } from './appearance-panel';
import { Footer } from './footer';
import { HorizontalNav } from './horizontal-nav';
import { Sidebar } from './sidebar';
import { Topbar } from './topbar';

const MENU_ID = 'app-menu';
export const SMALL_SCREEN_QUERY = `(max-width: ${LIMITS.sidebarCollapseWidth}px)`;

/**
 * The signed-in frame. On small screens the menu is hidden until the hamburger opens it; on wide
 * screens the hamburger narrows the sidebar to icons instead.
 */
export function Shell() {
  const [appearance] = useAppearance();
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY);
  const [menuToggled, setMenuToggled] = useState(false);
  const [appearanceOpen, setAppearanceOpen] = useState(false);
  const { pathname } = useLocation();
  useFocusRescue();

  // A small-screen menu covers the page, so it closes once the user has picked a destination.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation by design
  useEffect(() => {
    if (isSmall) setMenuToggled(false);
  }, [pathname]);

  // Escape closes the small-screen menu, as it would any overlay, and returns focus to the hamburger.
  useEffect(() => {
    if (!isSmall || !menuToggled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuToggled(false);
      document.querySelector<HTMLButtonElement>('.menu-toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isSmall, menuToggled]);

  useEffect(() => {
    document.body.toggleAttribute('data-menu-toggled', menuToggled);
    return () => document.body.removeAttribute('data-menu-toggled');
  }, [menuToggled]);

  const menuExpanded = isSmall ? menuToggled : !menuToggled || appearance.layout === 'horizontal';
  const isVertical = appearance.layout === 'vertical';
  useLanguageSync();

  return (
    <LockGate>
      <div id="layout-wrapper">
        <SkipLink />
        <Topbar
          menuId={MENU_ID}
          menuExpanded={menuExpanded}
          onToggleMenu={() => setMenuToggled((value) => !value)}
          onOpenAppearance={() => setAppearanceOpen(true)}
        />
        {isVertical ? <Sidebar id={MENU_ID} /> : <HorizontalNav id={MENU_ID} />}
        <div className="main-content">
          <main id="main-content" className="page-content" tabIndex={-1}>
            <div className="container-fluid">
              <Outlet />
            </div>
          </main>
          <Footer />
        </div>
        <AppearancePanel show={appearanceOpen} onHide={() => setAppearanceOpen(false)} />
      </div>
    </LockGate>
  );
}

export { Shell as Component };
