import Check from 'lucide-react/icons/check';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CARDS_QUERY } from '@/components/data-table/data-list';
import { useMediaQuery } from '@/lib/use-media-query';

export const STEP_KEYS = [
  'caseDetails',
  'requiredDocuments',
  'eligibilityDocuments',
  'confirmDetails',
] as const;

interface WizardStepsProps {
  current: number;
  completed: boolean[];
  /** The step's heading, which takes the focus when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Where the wizard is. On a wide screen the four steps side by side, completed ones with a check
 * mark (spec), then the step's name as its heading. A phone has no room for four names without
 * breaking words inside them: the heading says "Step 2 of 4 · Required Documents" above a
 * progress bar, in a few lines of the first screen rather than most of it (decision 036).
 */
export function WizardSteps({ current, completed, headingRef }: WizardStepsProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery(CARDS_QUERY);
  const name = t(`cases.wizard.steps.${STEP_KEYS[current] ?? 'caseDetails'}`);
  const total = STEP_KEYS.length;
  const count = t('cases.wizard.stepOf', { step: current + 1, total });
  if (compact) {
    return (
      <div className="wizard-progress mb-3">
        <h2 ref={headingRef} tabIndex={-1} className="h5 mb-2 wizard-heading">
          {count} · {name}
        </h2>
        <div
          className="progress"
          role="progressbar"
          aria-label={t('cases.wizard.progress')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={current + 1}
          aria-valuetext={count}
        >
          <div className="progress-bar" style={{ width: `${((current + 1) / total) * 100}%` }} />
        </div>
      </div>
    );
  }
  return (
    <>
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
      <h2 ref={headingRef} tabIndex={-1} className="h5 mb-3 wizard-heading">
        {name}
      </h2>
    </>
  );
}
