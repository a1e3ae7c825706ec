import { useTranslation } from 'react-i18next';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** First, previous, up to three page numbers around the current one, next and last. */
export function PaginationBar({ page, totalPages, onPage }: PaginationBarProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const start = Math.max(1, Math.min(page - 1, totalPages - 2));
  const pages = Array.from({ length: Math.min(3, totalPages) }, (_, index) => start + index);
  const item = (target: number, label: string, text: string, disabled: boolean, current = false) => (
    <li
      key={`${label}-${target}`}
      className={`page-item${disabled ? ' disabled' : ''}${current ? ' active' : ''}`}
    >
      <button
        type="button"
        className="page-link"
        onClick={() => onPage(target)}
        disabled={disabled}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={t('cases.list.pagination')}>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        {item(1, t('cases.list.firstPage'), '«', page === 1)}
        {item(page - 1, t('cases.list.previousPage'), '‹', page === 1)}
        {pages.map((number) =>
          item(number, t('cases.list.page', { page: number }), String(number), false, number === page),
        )}
        {item(page + 1, t('cases.list.nextPage'), '›', page === totalPages)}
        {item(totalPages, t('cases.list.lastPage'), '»', page === totalPages)}
      </ul>
    </nav>
  );
}
