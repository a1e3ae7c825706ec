import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestsMade } from '../../../test/network';
import { AuditFiltersForm, EMPTY_FILTERS } from './audit-filters-form';

describe('AuditFiltersForm', () => {
  it('refuses a date the API cannot take, saying why, and applies nothing', () => {
    const onApply = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuditFiltersForm filters={EMPTY_FILTERS} onApply={onApply} />
      </QueryClientProvider>,
    );
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('min', '1900-01-01');
    fireEvent.change(from, { target: { value: '0001-01-01' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Filter the audit log' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a date from 1900-01-01 to 9999-12-30.');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Filter the audit log' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-01-01' }));
    // The form only checks and hands over: the page asks the server.
    expect(requestsMade()).toEqual([]);
  });
});
