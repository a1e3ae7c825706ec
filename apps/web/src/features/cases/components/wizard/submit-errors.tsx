import { useTranslation } from 'react-i18next';

/** The spec's dismissible "Error!" alert with every problem the server found. */
export function SubmitErrors({ errors, onDismiss }: { errors: string[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div className="alert alert-danger alert-dismissible" role="alert">
      <h3 className="h6 alert-heading">{t('cases.wizard.errorTitle')}</h3>
      <ul className="mb-0 ps-3">
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <button type="button" className="btn-close" aria-label={t('a11y.close')} onClick={onDismiss} />
    </div>
  );
}
