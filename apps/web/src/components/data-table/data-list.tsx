import { type Key, memo, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { SortSelect } from './sort-select';
import { nextSort, SortableHeader, type SortState } from './sortable-header';
import { TableScroll } from './table-scroll';
import './data-table.css';

/**
 * Below Bootstrap's `lg` breakpoint every list is a stack of cards (decision 036): a phone in
 * either orientation, and the screens up to 991 px where the sidebar leaves the page a column
 * narrower than a phone held sideways.
 */
export const CARDS_QUERY = '(max-width: 991.98px)';

/** Hides a column of the table below a wide screen; its cards keep it. Whole names, for the CSS purge. */
const WIDE_ONLY = { xl: 'd-none d-xl-table-cell', xxl: 'd-none d-xxl-table-cell' } as const;

/** One column of a list: its heading and cells in the table, a line of each card. */
export interface ListColumn<Item> {
  id: string;
  /** The column's heading, and the label of its line in a card. */
  label: string;
  /** The heading is read out but not shown (an avatar, a row's buttons); a card shows no label either. */
  hideLabel?: boolean;
  /** Sorted by the server under this name: the heading is a button, and a card list offers it. */
  sort?: string;
  cell: (item: Item, row: number) => ReactNode;
  /** In a card: `title` heads it, `field` is a labelled line (the default), `actions` its foot, `none` is left out. */
  card?: 'title' | 'field' | 'actions' | 'none';
  /** What the card shows in place of the cell, e.g. the name with its avatar. */
  cardCell?: (item: Item, row: number) => ReactNode;
  /** Classes of the column's table cells. */
  className?: string;
  /** The table shows the column from this breakpoint up only, where there is room for it. */
  wideOnly?: keyof typeof WIDE_ONLY;
}

interface DataListProps<Item> {
  /** Names the table (its caption) or the list of cards, for screen readers. */
  caption: string;
  items: readonly Item[];
  keyOf: (item: Item) => Key;
  columns: readonly ListColumn<Item>[];
  /** The row number of the first item, for a `#` column of a paged list. */
  firstRow?: number;
  sort?: SortState;
  onSort?: (next: SortState) => void;
  /** The texts of the card list's sort box: its label and an option's wording. */
  sortTexts?: { label: string; option: (column: string, order: SortState['order']) => string };
  tableClassName?: string;
  /** Classes of an item's row or card, e.g. to mark one that needs attention (say so in words too). */
  itemClassName?: (item: Item) => string | undefined;
}

/**
 * A list drawn from its columns: a table on a wide screen, a stack of cards on a phone, where a
 * table's columns would run off the screen. Only one is drawn, so controls with ids (a status
 * switch) exist once. Give it columns that keep their identity between renders (useMemo): each
 * row or card is drawn again only when its item or the columns change, as a page of rows arrives
 * in slices (useInSlices).
 */
export function DataList<Item>(props: DataListProps<Item>) {
  const asCards = useMediaQuery(CARDS_QUERY);
  return asCards ? <CardList {...props} /> : <Table {...props} />;
}

function Table<Item>({
  caption,
  items,
  keyOf,
  columns,
  firstRow = 1,
  sort,
  onSort,
  tableClassName = 'table table-hover align-middle mb-0',
  itemClassName,
}: DataListProps<Item>) {
  return (
    <TableScroll label={caption}>
      <table className={`${tableClassName} data-table`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const wide = column.wideOnly ? WIDE_ONLY[column.wideOnly] : undefined;
              if (column.sort && sort && onSort) {
                const key = column.sort;
                return (
                  <SortableHeader
                    key={column.id}
                    column={key}
                    label={column.label}
                    sort={sort}
                    onSort={() => onSort(nextSort(sort, key))}
                    className={wide}
                  />
                );
              }
              return (
                <th key={column.id} scope="col" className={wide}>
                  {column.hideLabel ? <span className="visually-hidden">{column.label}</span> : column.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <Row
              key={keyOf(item)}
              item={item}
              row={firstRow + index}
              columns={columns}
              className={itemClassName?.(item)}
            />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

interface ItemProps<Item> {
  item: Item;
  row: number;
  columns: readonly ListColumn<Item>[];
  className?: string | undefined;
}

const Row = memo(function Row<Item>({ item, row, columns, className }: ItemProps<Item>) {
  return (
    <tr className={className}>
      {columns.map((column) => {
        const classes = [column.className, column.wideOnly ? WIDE_ONLY[column.wideOnly] : undefined]
          .filter(Boolean)
          .join(' ');
        return (
          <td key={column.id} className={classes || undefined}>
            {column.cell(item, row)}
          </td>
        );
      })}
    </tr>
  );
}) as <Item>(props: ItemProps<Item>) => ReactNode;

function CardList<Item>({
  caption,
  items,
  keyOf,
  columns,
  firstRow = 1,
  sort,
  onSort,
  sortTexts,
  itemClassName,
}: DataListProps<Item>) {
  const sortable = columns.filter((column) => column.sort);
  return (
    <>
      {sort && onSort && sortTexts && sortable.length > 0 ? (
        <SortSelect
          columns={sortable.map((column) => ({ key: column.sort ?? column.id, label: column.label }))}
          sort={sort}
          onSort={onSort}
          texts={sortTexts}
        />
      ) : null}
      <ul className="data-cards list-unstyled mb-0" aria-label={caption}>
        {items.map((item, index) => (
          <Card
            key={keyOf(item)}
            item={item}
            row={firstRow + index}
            columns={columns}
            className={itemClassName?.(item)}
          />
        ))}
      </ul>
    </>
  );
}

const Card = memo(function Card<Item>({ item, row, columns, className }: ItemProps<Item>) {
  const show = (column: ListColumn<Item>) => (column.cardCell ?? column.cell)(item, row);
  const title = columns.find((column) => column.card === 'title');
  const fields = columns.filter((column) => (column.card ?? 'field') === 'field');
  const actions = columns.filter((column) => column.card === 'actions');
  return (
    <li className={className ? `data-card ${className}` : 'data-card'}>
      {title ? <div className="data-card-title">{show(title)}</div> : null}
      {fields.length > 0 ? (
        <dl className="data-card-fields">
          {fields.map((column) => (
            <div key={column.id} className="data-card-field">
              <dt className={column.hideLabel ? 'visually-hidden' : undefined}>{column.label}</dt>
              <dd>{show(column)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {actions.length > 0 ? (
        <div className="data-card-actions">
          {actions.map((column) => (
            <div key={column.id}>{show(column)}</div>
          ))}
        </div>
      ) : null}
    </li>
  );
}) as <Item>(props: ItemProps<Item>) => ReactNode;
