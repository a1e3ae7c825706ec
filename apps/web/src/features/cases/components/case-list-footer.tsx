import { useTranslation } from 'react-i18next';
import { pageRange } from './table-footer';

interface CaseListFooterProps {
  page: number;
  pageSize: number;
  total: number;
  totalIsExact: boolean;
}

/** "Showing {from} to {to} of {total} entries", with "{total}+" when the server stopped counting. */
export function CaseListFooter({ page, pageSize, total, totalIsExact }: CaseListFooterProps) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, pageSize, total);
  return (
    <p className="mb-0 text-body-secondary" aria-live="polite">
      {t(totalIsExact ? 'cases.list.showing' : 'cases.list.showingAtLeast', { from, to, total })}
    </p>
  );
}
