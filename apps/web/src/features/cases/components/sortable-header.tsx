import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

export interface SortState {
  column: string;
  order: 'asc' | 'desc';
}

interface SortableHeaderProps {
  column: string;
  label: string;
  sort: SortState;
  onSort: (column: string) => void;
}

/** A column header that sorts on the server; aria-sort tells assistive technology the current order. */
export function SortableHeader({ column, label, sort, onSort }: SortableHeaderProps) {
  const active = sort.column === column;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(column)}>
        {label}
        <Icon size={12} aria-hidden="true" className="ms-1" />
      </button>
    </th>
  );
}
