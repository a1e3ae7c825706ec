import FileCheck2 from 'lucide-react/icons/file-check-corner';
import Languages from 'lucide-react/icons/languages';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { SkipLink } from '@/components/skip-link';
import { useCopyrightYear } from '@/lib/use-copyright-year';
import { BrandMark } from './brand-mark';
import './cover-layout.css';

/**
 * The template's "-2" account screens: the same forms beside a branded panel. On a phone the panel
 * shrinks to a band above the form, so nothing is hidden and nothing scrolls sideways.
 */
export function CoverLayout() {
  const { t } = useTranslation();
  const year = useCopyrightYear();
  const points = [
    { Icon: ShieldCheck, text: t('demo.cover.pointSecure') },
    { Icon: FileCheck2, text: t('demo.cover.pointDocuments') },
    { Icon: Languages, text: t('demo.cover.pointLanguages') },
  ];
  return (
    <div className="cover-layout">
      <SkipLink />
      <aside className="cover-panel" aria-label={t('demo.cover.panelLabel')}>
        <Link to="/account/login" className="cover-brand" aria-label={t('app.home')}>
          <BrandMark size={36} />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <div className="cover-copy">
          <p className="cover-title">{t('app.tagline')}</p>
          <ul className="list-unstyled mb-0 d-none d-md-block">
            {points.map(({ Icon, text }) => (
              <li key={text} className="d-flex gap-2 mb-2">
                <Icon size={20} aria-hidden="true" className="flex-shrink-0" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="small mb-0 d-none d-md-block">{t('footer.copyright', { year })}</p>
      </aside>
      <div className="cover-form">
        <div className="d-flex justify-content-end p-3">
          <LanguageSelect />
        </div>
        <main id="main-content" className="cover-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export { CoverLayout as Component };
