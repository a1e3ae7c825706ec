import type { CaseDetail } from '@docket/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalHoldDialog } from '@/components/form/legal-hold-dialog';
import { formatDate } from '@/lib/format';
import { CASES_KEY } from '../../api/cases-query';

type Hold = NonNullable<CaseDetail['legalHold']>;

/**
 * The case's legal hold, for administrators (the server sends it to them only): while it holds,
 * the retention schedule keeps everything of the case. Placed and lifted with a reason.
 */
export function LegalHold({
  caseId,
  caseLabel,
  hold,
}: {
  caseId: number;
  caseLabel: string;
  hold: Hold | null;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const action = hold ? 'lift' : 'place';
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-break">
          {hold
            ? t('privacy.hold.onCase', {
                reason: hold.reason,
                name: hold.heldByName,
                date: formatDate(hold.heldAt, i18n.resolvedLanguage ?? 'en'),
              })
            : t('privacy.hold.none')}
        </span>
        <button
          type="button"
          className={`btn btn-sm ${hold ? 'btn-outline-primary' : 'btn-outline-secondary'}`}
          onClick={() => setOpen(true)}
        >
          {t(`privacy.hold.${action}.button`)}
        </button>
      </div>
      <LegalHoldDialog
        caseId={open ? caseId : null}
        action={action}
        caseLabel={caseLabel}
        onClose={() => setOpen(false)}
        onDone={() => void client.invalidateQueries({ queryKey: CASES_KEY })}
      />
    </>
  );
}
