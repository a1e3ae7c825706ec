import { PASSWORD_RULES } from '@docket/contract';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';

/** The live strength checklist under a new-password field; each rule says whether it is met. */
export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <ul id={id} className="password-checklist list-unstyled small mb-3" aria-label={t('password.checklist')}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.key} className={met ? 'text-success' : 'text-body-secondary'} data-met={met}>
            {met ? (
              <Check size={14} aria-hidden="true" className="me-1" />
            ) : (
              <X size={14} aria-hidden="true" className="me-1" />
            )}
            {t(`password.rules.${rule.key}`)}
            <span className="visually-hidden">
              {' '}
              ({met ? t('password.ruleMet') : t('password.ruleNotMet')})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
