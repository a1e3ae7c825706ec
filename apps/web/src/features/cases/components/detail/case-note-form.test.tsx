import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { answer, fail, fieldError, sent, server } from '@/test/network';
import { CaseNoteForm } from './case-note-form';

function renderForm(isStaff: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CaseNoteForm caseId={7} isStaff={isStaff} />
    </QueryClientProvider>,
  );
}

describe('CaseNoteForm', () => {
  it('refuses an empty note at the field, with the focus there, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm(true);
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const text = screen.getByLabelText('New note');
    await waitFor(() => expect(text).toHaveAttribute('aria-invalid', 'true'));
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription('Write a note first.');
    expect(sent(API.addCaseNote)).toHaveLength(0);
  });

  it('puts a problem the server finds with the note at the field, with the focus there, not in a toast', async () => {
    server.use(fail(API.addCaseNote, 'VALIDATION_FAILED', { errors: [fieldError('text', 'field.tooLong')] }));
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    const user = userEvent.setup();
    renderForm(true);
    await user.type(screen.getByLabelText('New note'), 'Called the Home Office');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const text = screen.getByLabelText('New note');
    await waitFor(() => expect(text).toHaveAccessibleDescription('This value is too long'));
    expect(text).toHaveFocus();
    expect(toasts).toEqual([]);
    stop();
  });

  it("sends a staff note as internal unless shared, then empties the form; a client's is always for the firm", async () => {
    server.use(answer(API.addCaseNote, { id: 31 }));
    const user = userEvent.setup();
    renderForm(true);
    await user.type(screen.getByLabelText('New note'), '  Called the Home Office  ');
    await user.click(screen.getByLabelText('Share with client'));
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(sent(API.addCaseNote)).toHaveLength(1));
    expect(sent(API.addCaseNote)[0]?.body).toEqual({
      caseId: 7,
      text: 'Called the Home Office',
      isSharedWithClient: true,
    });
    await waitFor(() => expect(screen.getByLabelText('New note')).toHaveValue(''));
    expect(screen.getByLabelText('Share with client')).not.toBeChecked();
  });
});
