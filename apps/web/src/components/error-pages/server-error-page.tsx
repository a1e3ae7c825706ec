import { useTranslation } from 'react-i18next';
import { ErrorPage } from './error-page';

export function ServerErrorPage({ as }: { as?: 'main' | 'section' }) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      as={as}
      code="500"
      titleKey="pages.serverError"
      heading={t('errors.serverErrorTitle')}
      detail={t('errors.serverErrorText')}
    />
  );
}
