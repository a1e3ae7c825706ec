import type { SaveCaseTypeRequest } from '@docket/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CaseTypeForm } from './case-type-form';
import type { DraftDocument } from './document-draft';

const passport: DraftDocument = {
  key: 'd1',
  documentTypeId: '1',
  documentName: 'Passport',
  description: '',
  supportType: null,
  template: { filePath: 'template/k', fileName: 'passport.pdf' },
  checkKind: null,
  maxAgeMonths: '',
};

function renderForm(initialReminderDays?: number[]) {
  const onSave = vi.fn<(request: SaveCaseTypeRequest) => Promise<boolean>>().mockResolvedValue(true);
  render(
    <CaseTypeForm
      initialName="Asylum claim"
      initialDocuments={[passport]}
      {...(initialReminderDays ? { initialReminderDays } : {})}
      saving={false}
      onSave={onSave}
      clearOnSave={false}
    />,
  );
  return onSave;
}

describe('the case type’s reminder days', () => {
  it('start at 3, 7 and 14 days and are sent with the case type', async () => {
    const onSave = renderForm();
    expect(screen.getByRole('textbox', { name: 'Reminder days' })).toHaveValue('3, 7, 14');
    await userEvent.click(screen.getByRole('button', { name: 'Save Case Type' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      caseTypeName: 'Asylum claim',
      reminderDays: [3, 7, 14],
    });
  });

  it('must rise from 1 to 365: the field says so and nothing is saved until they do', async () => {
    const onSave = renderForm([2, 5]);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Reminder days' });
    expect(field).toHaveValue('2, 5');
    await user.clear(field);
    await user.type(field, '14, 7');
    await user.tab();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Reminder days must rise from 1 to 365, at most ten of them.'),
    );
    expect(screen.getByRole('button', { name: 'Save Case Type' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '2, 5, 10');
    await user.click(screen.getByRole('button', { name: 'Save Case Type' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ reminderDays: [2, 5, 10] });
  });
});

describe('a document’s automatic check settings', () => {
  it('are chosen in its row, refused in words outside 1 to 120 months, and sent with the case type', async () => {
    const onSave = renderForm();
    const user = userEvent.setup();
    const kind = screen.getByRole('combobox', { name: /^Document kind for automatic checks ?\(Passport\)/ });
    expect(kind).toHaveValue('');
    await user.selectOptions(kind, 'Passport');
    const age = screen.getByRole('spinbutton', { name: /^Must be dated within \(months\) ?\(Passport\)/ });
    await user.type(age, '0');
    await user.tab();
    expect(age).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of months from 1 to 120.'),
    );
    const save = screen.getByRole('button', { name: 'Save Case Type' });
    expect(save).toBeDisabled();

    await user.clear(age);
    await user.type(age, '6');
    expect(age).not.toHaveAccessibleDescription(expect.stringContaining('whole number'));
    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].requiredDocuments[0]).toMatchObject({
      documentName: 'Passport',
      checkKind: 'passport',
      maxAgeMonths: 6,
    });
  });
});

describe('how long a closed case’s documents are kept', () => {
  it('starts at 72 months, read as 6 years, and is sent with the case type', async () => {
    const onSave = renderForm();
    const field = screen.getByRole('textbox', { name: 'Keep documents after the case is closed (months)' });
    expect(field).toHaveValue('72');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Now: 6 years.'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Case Type' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ retentionMonths: 72 });
  });

  it('refuses in words what is not 1 to 1200 whole months, and saves nothing until it is', async () => {
    const onSave = renderForm();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Keep documents after the case is closed (months)' });
    const save = screen.getByRole('button', { name: 'Save Case Type' });
    for (const typed of ['0', '1201', '1.5', 'six']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.tab();
      expect(field, typed).toHaveAccessibleDescription(
        expect.stringContaining('Enter a whole number of months from 1 to 1200.'),
      );
      expect(save, typed).toBeDisabled();
    }
    await user.clear(field);
    await user.type(field, '18');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Now: 1 year, 6 months.'));
    await user.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ retentionMonths: 18 });
  });
});
