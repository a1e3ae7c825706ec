import { useId } from 'react';
import type { SortState } from './sortable-header';

interface SortSelectProps {
  /** The sortable columns: the server's name and the heading the table would show. */
  columns: { key: string; label: string }[];
  sort: SortState;
  onSort: (next: SortState) => void;
  texts: { label: string; option: (column: string, order: SortState['order']) => string };
}

const ORDERS = ['asc', 'desc'] as const;

/** A card list has no headings to click: one box offers each column in either order instead. */
export function SortSelect({ columns, sort, onSort, texts }: SortSelectProps) {
  const id = useId();
  return (
    <div className="data-cards-sort mb-3">
      <label htmlFor={id} className="form-label small mb-1">
        {texts.label}
      </label>
      <select
        id={id}
        className="form-select"
        value={`${sort.column}:${sort.order}`}
        onChange={(event) => {
          const [column = sort.column, order] = event.target.value.split(':');
          onSort({ column, order: order === 'desc' ? 'desc' : 'asc' });
        }}
      >
        {columns.flatMap((column) =>
          ORDERS.map((order) => (
            <option key={`${column.key}:${order}`} value={`${column.key}:${order}`}>
              {texts.option(column.label, order)}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
