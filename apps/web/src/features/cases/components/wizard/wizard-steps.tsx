import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';

export const STEP_KEYS = [
  'caseDetails',
  'requiredDocuments',
  'eligibilityDocuments',
  'confirmDetails',
] as const;

/** The four step headings; completed steps carry a check mark (spec). */
export function WizardSteps({ current, completed }: { current: number; completed: boolean[] }) {
  const { t } = useTranslation();
  return (
    <ol className="wizard-steps list-unstyled" aria-label={t('cases.wizard.progress')}>
      {STEP_KEYS.map((key, index) => {
        const done = completed[index] ?? false;
        return (
          <li
            key={key}
            className={`wizard-step${index === current ? ' is-current' : ''}${done ? ' is-done' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="wizard-step-number" aria-hidden="true">
              {done ? <Check size={16} /> : index + 1}
            </span>
            <span className="wizard-step-label">
              {t(`cases.wizard.steps.${key}`)}
              {done ? <span className="visually-hidden"> ({t('cases.wizard.completed')})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
