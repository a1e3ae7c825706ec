import { useTranslation } from 'react-i18next';
import { pageRange } from './page-range';
import { PaginationBar } from './pagination-bar';

interface ListPagerProps {
  page: {
    currentPage: number;
    pageSize: number;
    totalItems: number;
    totalPages: number;
    totalIsExact: boolean;
  };
  onPage: (page: number) => void;
  /** Where the list's texts live, e.g. "cases.list": showing, showingAtLeast, pagination, firstPage … page. */
  textsAt: string;
}

/**
 * Under a paged list: "Showing {from} to {to} of {total} entries" (spec section 9; "{total}+" when the
 * server stopped counting) and the page buttons.
 */
export function ListPager({ page, onPage, textsAt }: ListPagerProps) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page.currentPage, page.pageSize, page.totalItems);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <p className="mb-0 text-body-secondary" aria-live="polite">
        {t(`${textsAt}.${page.totalIsExact ? 'showing' : 'showingAtLeast'}`, {
          from,
          to,
          total: page.totalItems,
        })}
      </p>
      <PaginationBar
        page={page.currentPage}
        totalPages={page.totalPages}
        onPage={onPage}
        labels={{
          nav: t(`${textsAt}.pagination`),
          first: t(`${textsAt}.firstPage`),
          previous: t(`${textsAt}.previousPage`),
          next: t(`${textsAt}.nextPage`),
          last: t(`${textsAt}.lastPage`),
          page: (number) => t(`${textsAt}.page`, { page: number }),
        }}
      />
    </div>
  );
}
