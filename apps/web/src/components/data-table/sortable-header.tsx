import './data-table.css';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';

export interface SortState<C extends string = string> {
  column: C;
  order: 'asc' | 'desc';
}

interface SortableHeaderProps<C extends string> {
  column: C;
  label: string;
  sort: SortState<C>;
  onSort: (column: C) => void;
  className?: string;
}

/** A column header that sorts on the server; aria-sort tells assistive technology the current order. */
export function SortableHeader<C extends string>({
  column,
  label,
  sort,
  onSort,
  className,
}: SortableHeaderProps<C>) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className="sort-button" onClick={() => onSort(column)}>
        {label}
        <Icon size={12} aria-hidden="true" className="ms-1" />
      </button>
    </th>
  );
}

/** The next sort after a header click: the same column flips its order, another starts ascending. */
export function nextSort<C extends string>(current: SortState<C>, column: C): SortState<C> {
  if (current.column !== column) return { column, order: 'asc' };
  return { column, order: current.order === 'asc' ? 'desc' : 'asc' };
}
