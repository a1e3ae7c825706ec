import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPager } from '@/components/data-table/list-pager';
import { pageRange } from '@/components/data-table/page-range';

describe('pageRange', () => {
  it('starts at 0 when there are no entries', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });

  it('caps "to" at the total on the last page', () => {
    expect(pageRange(3, 10, 23)).toEqual({ from: 21, to: 23 });
  });

  it('covers a full page in the middle', () => {
    expect(pageRange(2, 10, 45)).toEqual({ from: 11, to: 20 });
  });
});

describe('the user list pager', () => {
  it('says "Showing {from} to {to} of {total} entries" for the page shown', () => {
    render(
      <ListPager
        page={{ currentPage: 2, pageSize: 10, totalItems: 15, totalPages: 2, totalIsExact: true }}
        onPage={() => {}}
        textsAt="users.list"
      />,
    );
    expect(screen.getByText('Showing 11 to 15 of 15 entries')).toBeInTheDocument();
  });

  it('shows 0 to 0 of 0 for an empty list', () => {
    render(
      <ListPager
        page={{ currentPage: 1, pageSize: 10, totalItems: 0, totalPages: 0, totalIsExact: true }}
        onPage={() => {}}
        textsAt="users.list"
      />,
    );
    expect(screen.getByText('Showing 0 to 0 of 0 entries')).toBeInTheDocument();
  });

  it('marks a total the server stopped counting with a plus', () => {
    render(
      <ListPager
        page={{ currentPage: 1, pageSize: 10, totalItems: 1000, totalPages: 100, totalIsExact: false }}
        onPage={() => {}}
        textsAt="users.list"
      />,
    );
    expect(screen.getByText('Showing 1 to 10 of 1000+ entries')).toBeInTheDocument();
  });
});
