import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { SkipLink } from '@/components/skip-link';
import { useCopyrightYear } from '@/lib/use-copyright-year';
import { BrandMark } from './brand-mark';

/** Frame of the sign-in, sign-up and password screens: brand, language chooser, one centred column. */
export function AccountLayout() {
  const { t } = useTranslation();
  const year = useCopyrightYear();
  return (
    <div className="account-layout">
      <SkipLink />
      <header className="container d-flex justify-content-between align-items-center py-3">
        <Link to="/account/login" className="account-brand" aria-label={t('app.home')}>
          <BrandMark size={32} />
          <span className="brand-name">{t('app.name')}</span>
        </Link>
        <LanguageSelect />
      </header>
      <main id="main-content" className="container py-4" tabIndex={-1}>
        <div className="row justify-content-center">
          <div className="col-md-8 col-lg-6 col-xl-5">
            <p className="account-tagline text-body-secondary">{t('app.tagline')}</p>
            <Outlet />
          </div>
        </div>
      </main>
      <footer className="container text-center text-body-secondary small py-3">
        {t('footer.copyright', { year })} {t('app.tagline')}
      </footer>
    </div>
  );
}

export { AccountLayout as Component };
