import { useTranslation } from 'react-i18next';
import { STEP_COUNT } from './wizard-state';

interface WizardButtonsProps {
  step: number;
  nextDisabled: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** Previous from step 2 on, Next before the last step, Submit on the last (spec). */
export function WizardButtons({
  step,
  nextDisabled,
  busy,
  onPrevious,
  onNext,
  onSubmit,
}: WizardButtonsProps) {
  const { t } = useTranslation();
  const last = step === STEP_COUNT - 1;
  return (
    <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
      <div>
        {step > 0 ? (
          <button type="button" className="btn btn-light" onClick={onPrevious} disabled={busy}>
            {t('cases.wizard.previous')}
          </button>
        ) : null}
      </div>
      {last ? (
        <button type="button" className="btn btn-success" onClick={onSubmit} disabled={busy}>
          {busy ? t('cases.wizard.submitting') : t('cases.wizard.submit')}
        </button>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onNext} disabled={nextDisabled}>
          {t('cases.wizard.next')}
        </button>
      )}
    </div>
  );
}
