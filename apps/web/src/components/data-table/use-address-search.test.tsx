import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressSearch } from './use-address-search';
import { useListParams } from './use-list-params';

function List() {
  const list = useListParams();
  const search = useAddressSearch(list, 'q');
  const location = useLocation();
  return (
    <>
      <input
        aria-label="Search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
      />
      <p>{`applied: [${search.applied}]`}</p>
      <p>{`address: ${location.search}`}</p>
      <Link to="/cases">View Cases</Link>
    </>
  );
}

function renderList(at: string) {
  const router = createMemoryRouter([{ path: '/cases', element: <List /> }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
}

describe('useAddressSearch', () => {
  it('puts the settled search in the address, back at page 1', async () => {
    const user = userEvent.setup();
    renderList('/cases?page=3');
    await user.type(screen.getByLabelText('Search'), ' smith ');
    expect(await screen.findByText('applied: [smith]')).toBeInTheDocument();
    expect(screen.getByText('address: ?q=smith')).toBeInTheDocument();
  });

  it('follows an address it did not set, so the box never shows a search that is not applied', async () => {
    const user = userEvent.setup();
    renderList('/cases?q=smith');
    expect(screen.getByLabelText('Search')).toHaveValue('smith');
    await user.click(screen.getByRole('link', { name: 'View Cases' }));
    expect(screen.getByText('applied: []')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');
    // The same search typed again applies again.
    await user.type(screen.getByLabelText('Search'), 'smith');
    expect(await screen.findByText('applied: [smith]')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByLabelText('Search')).toHaveValue('smith');
  });
});
