import './data-table.css';

export interface PaginationLabels {
  /** Names the navigation landmark, e.g. "User list pages". */
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  page: (page: number) => string;
}

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  labels: PaginationLabels;
}

/**
 * First, previous, at most three page numbers around the current one, next and last (spec section 9:
 * three visible pages with boundary links). Labels come from the caller, so each list words its own.
 */
export function PaginationBar({ page, totalPages, onPage, labels }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  const start = Math.max(1, Math.min(page - 1, totalPages - 2));
  const pages = Array.from({ length: Math.min(3, totalPages) }, (_, index) => start + index);
  const item = (target: number, label: string, text: string, disabled: boolean, current = false) => (
    <li
      key={`${text}-${target}`}
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
    <nav aria-label={labels.nav}>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        {item(1, labels.first, '«', page === 1)}
        {item(page - 1, labels.previous, '‹', page === 1)}
        {pages.map((number) => item(number, labels.page(number), String(number), false, number === page))}
        {item(page + 1, labels.next, '›', page === totalPages)}
        {item(totalPages, labels.last, '»', page === totalPages)}
      </ul>
    </nav>
  );
}
