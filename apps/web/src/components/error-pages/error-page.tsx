import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { ErrorIllustration } from './error-illustration';

interface ErrorPageProps {
  code: string;
  titleKey: string;
  heading: ReactNode;
  detail?: ReactNode;
  /** `section` when shown inside a layout that already has the page's <main>. */
  as?: 'main' | 'section';
}

/** Shared frame of the 404 and 500 pages: big code, message, illustration, way back. */
export function ErrorPage({ code, titleKey, heading, detail, as: Landmark = 'main' }: ErrorPageProps) {
  const { t } = useTranslation();
  usePageTitle(titleKey);
  return (
    <Landmark
      id={Landmark === 'main' ? 'main-content' : undefined}
      className="error-page container text-center"
      tabIndex={Landmark === 'main' ? -1 : undefined}
    >
      <p className="error-code" aria-hidden="true">
        {code}
      </p>
      <h1 className="h4 text-uppercase">
        <span className="visually-hidden">{code} </span>
        {heading}
      </h1>
      {detail ? <p className="text-body-secondary">{detail}</p> : null}
      <div className="my-4">
        <ErrorIllustration />
      </div>
      <Link to="/" className="btn btn-primary">
        {t('errors.backToDashboard')}
      </Link>
    </Landmark>
  );
}
