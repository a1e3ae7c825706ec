import { useTranslation } from 'react-i18next';
import { pageRange } from '../../../components/data-table/page-range';

interface UserListFooterProps {
  page: number;
  pageSize: number;
  total: number;
  totalIsExact: boolean;
}

/** "Showing {from} to {to} of {total} entries" (spec section 9), "{total}+" when the server stopped counting. */
export function UserListFooter({ page, pageSize, total, totalIsExact }: UserListFooterProps) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, pageSize, total);
  return (
    <p className="mb-0 text-body-secondary" aria-live="polite">
      {t(totalIsExact ? 'users.list.showing' : 'users.list.showingAtLeast', { from, to, total })}
    </p>
  );
}
