import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusControl } from './status-control';

const mutateAsync = vi.fn(() => Promise.resolve(null));
vi.mock('../../api/change-case-status', () => ({
  useChangeCaseStatus: () => ({ mutateAsync, isPending: false }),
}));

describe('StatusControl', () => {
  it('hands the focus to the new status once the change is made, not to the page', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<StatusControl caseId={4} status="Open" />);
    await user.selectOptions(screen.getByLabelText('Change status'), 'Pending');
    const submit = screen.getByRole('button', { name: 'Update Status' });
    submit.focus();
    await user.keyboard('{Enter}');
    expect(mutateAsync).toHaveBeenCalledWith({ status: 'Pending', reason: '' });
    // As CaseSummary renders it once the case is read again: the same control, the new status.
    rerender(<StatusControl caseId={4} status="Pending" />);
    await waitFor(() => expect(screen.getByLabelText('Change status')).toHaveFocus());
    expect(screen.getByLabelText('Change status')).toHaveValue('Pending');
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });
});
