import { API } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { subscribeToasts, type ToastMessage } from '@/lib/notifier';
import { answer, respond, server } from '@/test/network';
import { useScreenWidth } from '@/test/screen-width';
import { CreateCaseWizard } from './create-case-wizard';
import { testCaseType } from './test-case-type';

const typeA = testCaseType();
const typeB = testCaseType({ id: 8, caseTypeName: 'Family reunion', requiredDocuments: [] });

beforeEach(() => {
  server.use(
    answer(API.getCaseTypes, [typeA, typeB]),
    respond(API.getCaseTypeById, ({ query }, reply) => {
      const found = [typeA, typeB].find((type) => type.id === Number(query.id));
      return found ? reply.ok(found) : reply.fail('CASE_TYPE_NOT_FOUND');
    }),
  );
});

/** The case types are in once their options are. */
const caseTypesShown = () => screen.findByRole('option', { name: 'Family reunion' });

function renderWizard() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <CreateCaseWizard userId="client-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A draft saved at step 3 with the passport uploaded, as a reload finds it. */
function resumeAtEligibilityStep() {
  localStorage.setItem(
    'docket.caseDraft.client-1',
    JSON.stringify({
      step: 2,
      completed: [true, true, false, false],
      caseTypeId: 7,
      requiredFiles: { 11: { filePath: 'k', fileName: 'passport.pdf' } },
    }),
  );
}

let toasts: ToastMessage[] = [];
beforeEach(() => {
  toasts = [];
  return subscribeToasts((toast) => toasts.push(toast));
});

describe('CreateCaseWizard', () => {
  it('says so when no case type is open for new cases', async () => {
    server.use(answer(API.getCaseTypes, []));
    renderWizard();
    expect(
      await screen.findByText('No case types are open for new cases yet. Please contact the firm.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps Next disabled on step 1 until a case type is chosen', async () => {
    renderWizard();
    const user = userEvent.setup();
    await caseTypesShown();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/Case Type/), 'Asylum support');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('blocks step 2 until the required documents are uploaded, saying so at the field, with the focus there', async () => {
    renderWizard();
    const user = userEvent.setup();
    await caseTypesShown();
    await user.selectOptions(screen.getByLabelText(/Case Type/), 'Asylum support');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Required Documents', level: 2 })).toHaveFocus();
    expect(await screen.findByRole('group', { name: 'Passport' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const passport = screen.getByRole('group', { name: 'Passport' });
    expect(within(passport).getByRole('alert')).toHaveTextContent('Upload your Passport.');
    const choose = within(passport).getAllByRole('button')[0];
    await waitFor(() => expect(choose).toHaveFocus());
    expect(choose).toHaveAccessibleDescription(expect.stringContaining('Upload your Passport.'));
    expect(toasts).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Required Documents', level: 2 })).toBeInTheDocument();
  });

  it('filters the eligibility documents by the chosen support type and restores progress after a reload', async () => {
    resumeAtEligibilityStep();
    renderWizard();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Eligibility Documents', level: 2 })).toBeInTheDocument();
    const support = await screen.findByLabelText(/Support Type/);
    await within(support).findByRole('option', { name: 'Family Support' });
    expect(
      within(support)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select support type', 'NASS Support', 'Self Support', 'Family Support']);
    await user.selectOptions(support, 'Family Support');
    expect(screen.getByRole('group', { name: 'Family letter' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'NASS letter' })).not.toBeInTheDocument();
    await user.selectOptions(support, 'NASS Support');
    expect(screen.getByRole('group', { name: 'NASS letter' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Family letter' })).not.toBeInTheDocument();
  });

  it('says the support type is required once the select is left without one, so a disabled Next has a reason', async () => {
    resumeAtEligibilityStep();
    renderWizard();
    const user = userEvent.setup();
    const support = await screen.findByLabelText(/Support Type/);
    await within(support).findByRole('option', { name: 'NASS Support' });
    expect(screen.queryByText('Support Type is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(support);
    await user.tab();
    expect(screen.getByText('Support Type is required.')).toBeInTheDocument();
    await user.selectOptions(support, 'NASS Support');
    expect(screen.queryByText('Support Type is required.')).not.toBeInTheDocument();
    await user.selectOptions(support, 'Select support type');
    expect(screen.getByText('Support Type is required.')).toBeInTheDocument();
  });

  it('resets the completed steps and files when the case type changes', async () => {
    localStorage.setItem(
      'docket.caseDraft.client-1',
      JSON.stringify({
        step: 0,
        completed: [true, true, false, false],
        caseTypeId: 7,
        requiredFiles: { 11: { filePath: 'k', fileName: 'passport.pdf' } },
      }),
    );
    renderWizard();
    const user = userEvent.setup();
    await caseTypesShown();
    expect(screen.getAllByText('(completed)')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText(/Case Type/), 'Family reunion');
    expect(screen.queryByText('(completed)')).not.toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem('docket.caseDraft.client-1') ?? '{}') as {
      requiredFiles: object;
    };
    expect(saved.requiredFiles).toEqual({});
  });
});

describe('CreateCaseWizard on a phone', () => {
  it('says "Step 1 of 4" above a progress bar, and the focus lands on "Step 2 of 4" as the step changes', async () => {
    useScreenWidth(360);
    renderWizard();
    const user = userEvent.setup();
    await caseTypesShown();
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 4 · Case Details' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Steps' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
    // The four names side by side are for a wide screen.
    expect(screen.queryByRole('list', { name: 'Steps' })).toBeNull();

    await user.selectOptions(screen.getByLabelText(/Case Type/), 'Asylum support');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 4 · Required Documents' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Steps' })).toHaveAttribute('aria-valuenow', '2');
  });

  it('keeps the four steps, with their names, on a wide screen', async () => {
    useScreenWidth(1280);
    renderWizard();
    await caseTypesShown();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Case Details', '2Required Documents', '3Eligibility Documents', '4Confirm Details']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
