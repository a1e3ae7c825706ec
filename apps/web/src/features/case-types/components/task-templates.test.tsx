import { API, type DeadlineRule, LANGUAGES, type LocalisedText } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { seriousAxeViolations } from '@/test/axe';
import { answer, requestsMade, sent, server } from '@/test/network';
import { TaskTemplates } from './task-templates';

const label = (english: string): LocalisedText =>
  Object.fromEntries(
    LANGUAGES.map((code) => [code, code === 'en' ? english : `${english} (${code})`]),
  ) as LocalisedText;

const rule = (key: string, english: string): DeadlineRule => ({
  key,
  version: 1,
  label: label(english),
  trigger: 'decision_sent',
  amount: 14,
  unit: 'calendar_days',
  obligationOf: 'firm',
  appliesWhen: {},
  informational: false,
  nonWorkingEnd: 'not_verified',
  cutOffLocalTime: null,
  citation: { text: 'FtT (IAC) Procedure Rules 2014, r.19(2)', url: 'https://www.legislation.gov.uk/' },
  note: null,
  verifiedBy: null,
  verifiedAt: null,
});
const RULES = [
  rule('ftt.appeal.in_uk', 'Appeal to the First-tier Tribunal'),
  rule('ho.asylum_questionnaire', 'Asylum questionnaire'),
];
const grounds = {
  id: 3,
  caseTypeId: 8,
  title: 'Draft grounds of appeal',
  ruleKey: 'ftt.appeal.in_uk',
  offsetAmount: 5,
  offsetUnit: 'working_days' as const,
  offsetDirection: 'before' as const,
  priority: 'high' as const,
};

function renderTemplates(isAdmin: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TaskTemplates caseTypeId={8} isAdmin={isAdmin} />
    </QueryClientProvider>,
  );
}

describe("a case type's task templates", () => {
  it('lists each template with when its task falls due, for staff to read', async () => {
    server.use(
      answer(API.taskTemplates, { templates: [grounds] }),
      answer(API.keyDateRules, { rules: RULES }),
    );
    renderTemplates(false);

    const list = await screen.findByRole('list');
    expect(within(list).getByText('Draft grounds of appeal')).toBeInTheDocument();
    expect(
      await within(list).findByText('5 working days before Appeal to the First-tier Tribunal'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('lets an administrator add one, checked with the contract, and delete one', async () => {
    server.use(
      answer(API.taskTemplates, { templates: [grounds] }),
      answer(API.keyDateRules, { rules: RULES }),
      answer(API.saveTaskTemplate, { id: 4 }),
      answer(API.deleteTaskTemplate, null),
    );
    const user = userEvent.setup();
    renderTemplates(true);

    const form = await screen.findByRole('form', { name: 'New task template' });
    await user.click(within(form).getByRole('button', { name: 'Add the template' }));
    expect(within(form).getByRole('textbox', { name: /^Task/ })).toHaveFocus();
    expect(within(form).getByRole('combobox', { name: /^Key date/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(requestsMade(API.saveTaskTemplate)).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /^Task/ }), 'Prepare the questionnaire');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Key date/ }),
      'Asylum questionnaire',
    );
    const days = within(form).getByRole('spinbutton', { name: /^Number of days/ });
    await user.clear(days);
    await user.type(days, '3');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Counted in' }), 'Calendar days');
    await user.click(within(form).getByRole('button', { name: 'Add the template' }));
    await waitFor(() =>
      expect(sent(API.saveTaskTemplate)[0]?.body).toEqual({
        caseTypeId: 8,
        title: 'Prepare the questionnaire',
        ruleKey: 'ho.asylum_questionnaire',
        offsetAmount: 3,
        offsetUnit: 'calendar_days',
        offsetDirection: 'before',
        priority: 'normal',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete: Draft grounds of appeal' }));
    await waitFor(() => expect(sent(API.deleteTaskTemplate)[0]?.body).toEqual({ id: 3 }));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
