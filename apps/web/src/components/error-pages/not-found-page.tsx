import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function NotFoundPage({ as }: { as?: 'main' | 'section' }) {
  const { t } = useTranslation();
  return <ErrorPage as={as} code="404" titleKey="pages.notFound" heading={t('errors.notFound')} />;
}
