import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedList } from './paged-list';

const page = (items: string[]) => ({
  items,
  currentPage: 1,
  pageSize: 10,
  totalItems: items.length,
  totalPages: 1,
  totalIsExact: true,
});

describe('PagedList', () => {
  it('shows the table of the items, then the range', () => {
    render(
      <PagedList page={page(['a', 'b'])} pending={false} stale={false} onPage={() => {}} textsAt="users.list">
        {(items) => (
          <ul aria-label="rows">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
  });

  it('moves an address past the last page to the last page', () => {
    const onPage = vi.fn();
    const past = { ...page([]), currentPage: 99, pageSize: 50, totalItems: 53, totalPages: 2 };
    render(
      <PagedList page={past} pending={false} stale={false} onPage={onPage} textsAt="users.list">
        {() => null}
      </PagedList>,
    );
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says the list is empty, without calling for a table', () => {
    render(
      <PagedList page={page([])} pending={false} stale={false} onPage={() => {}} textsAt="users.list">
        {() => {
          throw new Error('no table for an empty page');
        }}
      </PagedList>,
    );
    expect(screen.getByText('No users found.')).toBeInTheDocument();
  });

  it('says "Loading..." and is busy until the first page arrives', () => {
    const { container } = render(
      <PagedList<string> page={undefined} pending stale={false} onPage={() => {}} textsAt="users.list">
        {() => null}
      </PagedList>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
