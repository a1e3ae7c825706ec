import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsMade } from '@/test/network';
import { AuditFiltersForm, EMPTY_FILTERS } from './audit-filters-form';

function renderForm() {
  const onApply = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuditFiltersForm filters={EMPTY_FILTERS} onApply={onApply} />
    </QueryClientProvider>,
  );
  return onApply;
}

describe('AuditFiltersForm', () => {
  it('refuses a date the API cannot take at its field, saying why, and applies nothing', async () => {
    const onApply = renderForm();
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('min', '1900-01-01');
    fireEvent.change(from, { target: { value: '0001-01-01' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Filter the audit log' }));
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription('Enter a date from 1900-01-01 to 9999-12-30.'),
    );
    expect(from).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '2026-01-01' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Filter the audit log' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-01-01' })),
    );
    // The form only checks and hands over: the page asks the server.
    expect(requestsMade()).toEqual([]);
  });

  it('takes "#42" as case 42, refuses a case number that is not one, and a range that runs backwards', async () => {
    const user = userEvent.setup();
    const onApply = renderForm();
    const caseId = screen.getByLabelText('Case number');
    await user.type(caseId, 'abc');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(caseId).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
    await user.clear(caseId);
    await user.type(caseId, '#42');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(onApply).toHaveBeenCalledWith({
        userId: '',
        caseId: '42',
        action: '',
        from: '2026-05-01',
        to: '2026-06-01',
      }),
    );
  });
});
