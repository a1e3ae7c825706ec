import { DOCUMENT_KINDS, type DocumentKind } from '@docket/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '@/components/form/field-shell';
import { type DraftDocument, maxAgeMonthsOf } from './document-draft';

interface DocumentCheckFieldsProps {
  doc: DraftDocument;
  onChange: (patch: Pick<Partial<DraftDocument>, 'checkKind' | 'maxAgeMonths'>) => void;
}

/**
 * A document's settings for the automatic checks (decision 039): the kind it should look like and
 * how recent it must be. Both are advice to the firm's reviewer; neither ever refuses an upload.
 */
export function DocumentCheckFields({ doc, onChange }: DocumentCheckFieldsProps) {
  const { t } = useTranslation();
  // The age's error shows once the field was left, as the form's other fields do.
  const [ageLeft, setAgeLeft] = useState(false);
  const ageInvalid = maxAgeMonthsOf(doc.maxAgeMonths) === undefined;
  // Named with the document too: a row of the table has one of each, and a screen reader lists them all.
  const named = (label: string) => (
    <>
      {label}
      <span className="visually-hidden"> ({doc.documentName})</span>
    </>
  );
  return (
    <div className="case-type-check-fields">
      <FieldShell
        label={named(t('caseTypes.checks.kind'))}
        controlClass="form-select form-select-sm"
        className="mb-2"
      >
        {(control) => (
          <select
            {...control}
            value={doc.checkKind ?? ''}
            onChange={(event) => onChange({ checkKind: (event.target.value || null) as DocumentKind | null })}
          >
            <option value="">{t('caseTypes.checks.anyKind')}</option>
            {DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`documentChecks.kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell
        label={named(t('caseTypes.checks.maxAge'))}
        hint={t('caseTypes.checks.maxAgeHint')}
        error={ageInvalid ? 'caseType.maxAgeMonths.range' : undefined}
        showError={ageLeft}
        controlClass="form-control form-control-sm"
        className="mb-0"
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={120}
            step={1}
            value={doc.maxAgeMonths}
            onChange={(event) => onChange({ maxAgeMonths: event.target.value })}
            onBlur={() => setAgeLeft(true)}
          />
        )}
      </FieldShell>
    </div>
  );
}

/** "Should look like: Bank statement · Dated within 3 months", or None, for a saved document. */
export function DocumentCheckSummary({
  checkKind,
  maxAgeMonths,
}: {
  checkKind: DocumentKind | null;
  maxAgeMonths: number | null;
}) {
  const { t } = useTranslation();
  const parts = [
    checkKind ? t('caseTypes.checks.summaryKind', { kind: t(`documentChecks.kinds.${checkKind}`) }) : null,
    maxAgeMonths ? t('caseTypes.checks.summaryAge', { count: maxAgeMonths }) : null,
  ].filter((part): part is string => part !== null);
  return <>{parts.length > 0 ? parts.join(' · ') : t('caseTypes.checks.none')}</>;
}
