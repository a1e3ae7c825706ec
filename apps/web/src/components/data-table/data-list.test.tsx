import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { must } from '@/test/must';
import { useScreenWidth } from '@/test/screen-width';
import { DataList, type ListColumn } from './data-list';

interface Fruit {
  id: number;
  name: string;
  colour: string;
  origin: string;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Apple', colour: 'Green', origin: 'Kent' },
  { id: 2, name: 'Cherry', colour: 'Red', origin: 'Kent' },
];

const columns: ListColumn<Fruit>[] = [
  { id: 'number', label: '#', card: 'none', cell: (_, row) => row },
  { id: 'name', label: 'Name', sort: 'name', card: 'title', cell: (fruit) => fruit.name },
  { id: 'colour', label: 'Colour', sort: 'colour', cell: (fruit) => fruit.colour },
  { id: 'origin', label: 'Origin', wideOnly: 'xxl', cell: (fruit) => fruit.origin },
  {
    id: 'action',
    label: 'Action',
    hideLabel: true,
    card: 'actions',
    cell: (fruit) => <button type="button">{`Eat ${fruit.name}`}</button>,
    cardCell: (fruit) => <button type="button">{`Eat ${fruit.name} now`}</button>,
  },
];

const sortTexts = {
  label: 'Sort by',
  option: (column: string, order: 'asc' | 'desc') =>
    `${column}, ${order === 'asc' ? 'ascending' : 'descending'}`,
};

function renderList(onSort = vi.fn()) {
  render(
    <DataList
      caption="Fruit"
      items={fruits}
      keyOf={(fruit) => fruit.id}
      columns={columns}
      firstRow={11}
      sort={{ column: 'name', order: 'asc' }}
      onSort={onSort}
      sortTexts={sortTexts}
    />,
  );
  return onSort;
}

describe('DataList on a wide screen', () => {
  it('is a table named by its caption, headings from the columns, rows numbered from firstRow', () => {
    useScreenWidth(1280);
    renderList();
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Name', 'Colour', 'Origin', 'Action']);
    const row = screen.getByRole('row', { name: /Cherry/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['12', 'Cherry', 'Red', 'Kent', 'Eat Cherry']);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
  });

  it('sorts by a heading: the same column flips its order', async () => {
    useScreenWidth(1280);
    const onSort = renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith({ column: 'name', order: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Colour' }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'colour', order: 'asc' });
  });

  it('hides a wide-only column below its breakpoint, heading and cells alike', () => {
    useScreenWidth(1280);
    renderList();
    const heading = screen.getByRole('columnheader', { name: 'Origin' });
    expect(heading).toHaveClass('d-none', 'd-xxl-table-cell');
    for (const cell of screen.getAllByRole('cell', { name: 'Kent' })) {
      expect(cell).toHaveClass('d-none', 'd-xxl-table-cell');
    }
  });
});

describe('DataList on a phone', () => {
  it('is a list of cards, each headed by its title with its fields labelled and its actions at the foot', () => {
    useScreenWidth(360);
    renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Fruit' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const cherry = must(cards[1], 'the second card');
    expect(cherry.firstElementChild).toHaveTextContent('Cherry');
    const terms = within(cherry)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(cherry)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    // The title is not repeated as a field, the row number is left out, the wide-only column kept.
    expect(terms).toEqual(['Colour', 'Origin']);
    expect(values).toEqual(['Red', 'Kent']);
    // The card's own rendering of a cell is used where a column gives one.
    expect(within(cherry).getByRole('button', { name: 'Eat Cherry now' })).toBeInTheDocument();
    expect(within(cherry).queryByText('12')).toBeNull();
  });

  it('offers each sortable column in either order in a box, since there are no headings to click', async () => {
    useScreenWidth(360);
    const onSort = renderList();
    const box = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(box)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name, ascending', 'Name, descending', 'Colour, ascending', 'Colour, descending']);
    expect(box).toHaveValue('name:asc');
    await userEvent.selectOptions(box, 'Colour, descending');
    expect(onSort).toHaveBeenCalledWith({ column: 'colour', order: 'desc' });
  });

  it('stays a table from 992 px up, and is cards up to 991 px', () => {
    useScreenWidth(992);
    const { unmount } = render(
      <DataList caption="Fruit" items={fruits} keyOf={(fruit) => fruit.id} columns={columns} />,
    );
    expect(screen.getByRole('table', { name: 'Fruit' })).toBeInTheDocument();
    unmount();
    useScreenWidth(991);
    render(<DataList caption="Fruit" items={fruits} keyOf={(fruit) => fruit.id} columns={columns} />);
    expect(screen.getByRole('list', { name: 'Fruit' })).toBeInTheDocument();
  });
});

describe('an item’s class', () => {
  const marked = (width: number) => {
    useScreenWidth(width);
    render(
      <DataList
        caption="Fruit"
        items={fruits}
        keyOf={(fruit) => fruit.id}
        columns={columns}
        itemClassName={(fruit) => (fruit.colour === 'Red' ? 'ripe' : undefined)}
      />,
    );
  };

  it('marks the item’s row in the table', () => {
    marked(1280);
    const [, apple, cherry] = screen.getAllByRole('row');
    expect(cherry).toHaveClass('ripe');
    expect(apple).not.toHaveAttribute('class');
  });

  it('marks the item’s card on a phone, keeping the card’s own class', () => {
    marked(360);
    const [apple, cherry] = screen.getAllByRole('listitem');
    expect(cherry).toHaveClass('data-card', 'ripe');
    expect(apple).toHaveAttribute('class', 'data-card');
  });
});
