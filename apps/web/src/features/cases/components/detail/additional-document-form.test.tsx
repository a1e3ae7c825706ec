import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { testUpload } from '@/test/fixtures';
import { answer, fail, fieldError, sent, server } from '@/test/network';
import { AdditionalDocumentForm } from './additional-document-form';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AdditionalDocumentForm caseId={9} />
    </QueryClientProvider>,
  );
}

describe('AdditionalDocumentForm', () => {
  it('says at each field what is missing, with the focus on the first, and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    const name = screen.getByLabelText(/^Document Name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Give the document a name.');
    expect(within(screen.getByRole('group', { name: /^File/ })).getByRole('alert')).toHaveTextContent(
      'Choose the file to add.',
    );
    expect(sent(API.addCaseDocument)).toHaveLength(0);
  });

  it('takes the focus to the file when only the file is missing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Document Name/), 'Home Office letter');
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    const file = screen.getByRole('group', { name: /^File/ });
    await waitFor(() => expect(within(file).getAllByRole('button')[0]).toHaveFocus());
    expect(within(file).getAllByRole('button')[0]).toHaveAccessibleDescription(/Choose the file to add\./);
  });

  it('adds the named, uploaded file to the case, then empties the form', async () => {
    server.use(
      answer(API.uploadFile, testUpload('case-document/letter-key', 'home-office-letter.pdf')),
      answer(API.addCaseDocument, null),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Document Name/), 'Home Office letter');
    await user.upload(
      screen.getByLabelText('File', { selector: 'input[type="file"]' }),
      new File(['%PDF-1.4'], 'home-office-letter.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('home-office-letter.pdf')).toBeInTheDocument();
    // Enabled again once the upload is done.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Document' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    await waitFor(() => expect(sent(API.addCaseDocument)).toHaveLength(1));
    expect(sent(API.addCaseDocument)[0]?.body).toEqual({
      caseId: 9,
      filePath: 'case-document/letter-key',
      documentName: 'Home Office letter',
    });
    await waitFor(() => expect(screen.getByLabelText(/^Document Name/)).toHaveValue(''));
  });

  it('puts a problem the server finds with the name at the field, with the focus there, not in a toast', async () => {
    server.use(
      answer(API.uploadFile, testUpload('case-document/letter-key', 'home-office-letter.pdf')),
      fail(API.addCaseDocument, 'VALIDATION_FAILED', {
        errors: [fieldError('documentName', 'field.tooLong')],
      }),
    );
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((toast) => toasts.push(toast));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^Document Name/), 'Home Office letter');
    await user.upload(
      screen.getByLabelText('File', { selector: 'input[type="file"]' }),
      new File(['%PDF-1.4'], 'home-office-letter.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Document' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Add Document' }));
    const name = screen.getByLabelText(/^Document Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('This value is too long'));
    expect(name).toHaveFocus();
    expect(toasts).toEqual([]);
    stop();
  });
});
