import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { answer, fail, fieldError, sent, server } from '@/test/network';
import { StatusControl } from './status-control';

afterEach(() => setLanguage('en', { remember: false }));

const client = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

describe('StatusControl', () => {
  it('hands the focus to the new status once the change is made, not to the page', async () => {
    server.use(answer(API.changeCaseStatus, null));
    const user = userEvent.setup();
    const { rerender } = render(<StatusControl caseId={4} status="Open" />, { wrapper });
    await user.selectOptions(screen.getByLabelText('Change status'), 'Pending');
    const submit = screen.getByRole('button', { name: 'Update Status' });
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent(API.changeCaseStatus)).toHaveLength(1));
    // An empty reason is sent as none.
    expect(sent(API.changeCaseStatus)[0]?.body).toEqual({ caseId: 4, status: 'Pending', reason: null });
    // As CaseSummary renders it once the case is read again: the same control, the new status.
    rerender(<StatusControl caseId={4} status="Pending" />);
    await waitFor(() => expect(screen.getByLabelText('Change status')).toHaveFocus());
    expect(screen.getByLabelText('Change status')).toHaveValue('Pending');
    expect(screen.getByRole('button', { name: 'Update Status' })).toBeDisabled();
  });

  it('puts a problem the server finds with the reason at the field, with the focus there, not in a toast', async () => {
    server.use(
      fail(API.changeCaseStatus, 'VALIDATION_FAILED', { errors: [fieldError('reason', 'field.tooLong')] }),
    );
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    const user = userEvent.setup();
    render(<StatusControl caseId={4} status="Open" />, { wrapper });
    await user.selectOptions(screen.getByLabelText('Change status'), 'Pending');
    await user.type(screen.getByLabelText('Reason (optional)'), 'Waiting for the Home Office');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    const reason = screen.getByLabelText('Reason (optional)');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('This value is too long'));
    expect(reason).toHaveFocus();
    expect(toasts).toEqual([]);
    stop();
  });

  it('says why the server refused, by its code and values, in the reader’s language', async () => {
    await setLanguage('es', { remember: false });
    server.use(fail(API.changeCaseStatus, 'CASE_ALREADY_IN_STATUS', { params: { status: 'Pending' } }));
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    const user = userEvent.setup();
    render(<StatusControl caseId={4} status="Open" />, { wrapper });
    await user.selectOptions(screen.getByLabelText('Cambiar estado'), 'Pendiente');
    await user.click(screen.getByRole('button', { name: 'Actualizar estado' }));
    // The envelope's sentence is English ("The case is already Pending."): the code is what is shown.
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: 'error', message: 'El caso ya tiene el estado «Pendiente».', title: 'Estado del caso' },
      ]),
    );
    expect(screen.getByLabelText('Cambiar estado')).toHaveValue('Pending');
    stop();
  });

  it('refuses a reason longer than the contract allows at the field, and sends nothing', async () => {
    server.use(answer(API.changeCaseStatus, null));
    const user = userEvent.setup();
    render(<StatusControl caseId={4} status="Open" />, { wrapper });
    await user.selectOptions(screen.getByLabelText('Change status'), 'Closed');
    const reason = screen.getByLabelText('Reason (optional)');
    await user.click(reason);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription(/too long/i);
    expect(reason).toHaveFocus();
    expect(sent(API.changeCaseStatus)).toHaveLength(0);
  });
});
