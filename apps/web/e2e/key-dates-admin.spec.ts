import { API } from '@docket/contract';
import { expect, test } from './support/fixtures';

/** A day `days` before today, as the API takes a date ("YYYY-MM-DD"). */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Key dates as the firm runs them (issue 32, decision 046): an administrator verifies a rule
 * after confirming a solicitor checked it against its source, adds a bank holiday proclaimed at
 * short notice and takes it out again; a solicitor then reads her Deadlines on a 360 px phone, in
 * English and right to left in Arabic, the date made from that rule in its group.
 */
test('an administrator verifies a rule and adds a holiday; a solicitor reads her deadlines on her phone', async ({
  api,
  admin,
  seed,
  newPage,
  layout,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const { rules } = await api.call(API.keyDateRules, {}, admin);
  const rule = rules.find(
    (candidate) =>
      candidate.verifiedAt === null &&
      !candidate.informational &&
      candidate.unit !== 'date_in_notice' &&
      // The letter's journey (key-dates-letter.spec.ts) verifies this one, perhaps meanwhile.
      candidate.key !== 'ftt.appeal.in_uk',
  );
  if (!rule) throw new Error('Expected a rule nobody has verified yet');
  const desk = await newPage({ as: admin });

  await test.step('the administrator verifies a rule, after saying a solicitor checked it', async () => {
    await desk.goto('/key-date-rules');
    await expect(desk.getByRole('heading', { level: 1, name: 'Key date rules and holidays' })).toBeVisible();
    const card = desk
      .getByRole('listitem')
      .filter({ has: desk.getByRole('heading', { level: 3, name: rule.label.en, exact: true }) });
    await expect(card.getByText('Not verified', { exact: true })).toBeVisible();
    const source = card.getByRole('link', { name: /opens in a new tab/ });
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', /noopener/);
    await card.getByRole('button', { name: 'Verify' }).click();
    const dialog = desk.getByRole('dialog', { name: `Verify “${rule.label.en}”?` });
    await expect(dialog).toContainText('You confirm that a solicitor of the firm has checked this rule');
    await dialog.getByRole('button', { name: 'Verify the rule' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Verified by');
    await expect(card.getByText('Not verified', { exact: true })).toHaveCount(0);
  });

  const name = `Day of mourning ${stamp}`;
  await test.step('the administrator adds a holiday, sees what it changed, and removes it again', async () => {
    // A day of 2031, past the shipped table, unlikely to be a holiday already.
    const day = `2031-0${1 + (stamp % 9)}-1${stamp % 10}`;
    await desk.getByLabel(/^Date/).fill(day);
    await desk.getByLabel(/^Name/).fill(name);
    await desk.getByRole('button', { name: 'Add the day' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'The holidays changed.' })).toContainText(
      'Days added: 1',
    );
    const year = desk.getByRole('list', { name: '2031' });
    const added = year.getByRole('listitem').filter({ hasText: name });
    await expect(added).toContainText('Added by the firm');
    await added.getByRole('button', { name: /^Remove/ }).click();
    const dialog = desk.getByRole('dialog', { name: 'Remove this holiday?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'The holidays changed.' })).toContainText(
      'Days removed: 1',
    );
    await expect(desk.getByText(name)).toHaveCount(0);
  });

  await test.step('the administrators’ screen fits 360 px and meets the bar', async () => {
    const phone = await newPage({ as: admin, phone: true });
    await phone.goto('/key-date-rules');
    await expect(phone.getByRole('heading', { level: 3, name: rule.label.en, exact: true })).toBeVisible();
    await expect(phone.getByRole('list', { name: '2027' })).toBeVisible();
    await layout.expectFitsWidth(phone, '/key-date-rules');
    await expectScreenMeetsBar(phone, '/key-date-rules');
  });

  const solicitor = await seed.user({
    firstName: 'Grace',
    lastName: `Okafor ${stamp}`,
    email: `deadlines-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const client = await seed.user({
    firstName: 'Selam',
    lastName: `Tesfaye ${stamp}`,
    email: `deadlines-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const caseId = await seed.case(client, await seed.caseType(`Asylum appeal ${stamp}`));
  await seed.assignSolicitor(caseId, solicitor.id);
  // Counted from 60 days ago, the verified rule's date is past: overdue, and hers.
  await api.call(
    API.addKeyDate,
    { body: { caseId, ruleKey: rule.key, triggerDate: daysAgo(60), critical: true } },
    solicitor,
  );

  await test.step('the solicitor reads her deadlines on a 360 px phone, hers and the firm’s', async () => {
    const phone = await newPage({ as: solicitor, phone: true });
    await phone.goto('/deadlines');
    await expect(phone.getByRole('heading', { level: 1, name: 'Deadlines' })).toBeVisible();
    const overdue = phone.getByRole('list', { name: /^Overdue/ });
    const card = overdue.getByRole('listitem').filter({ hasText: `Case #${caseId}` });
    await expect(card.getByRole('heading', { name: rule.label.en })).toBeVisible();
    await expect(card).toContainText('days overdue');
    await expect(card).toContainText('Critical');
    await expect(card).toContainText(`Assigned to Grace Okafor ${stamp}`);
    await expect(phone.getByText('Nothing else is due in the next 7 days.')).toBeVisible();
    await layout.expectFitsWidth(phone, '/deadlines');
    await expectScreenMeetsBar(phone, '/deadlines');

    await phone.getByRole('button', { name: "The firm's" }).click();
    await expect(phone).toHaveURL(/\/deadlines\?scope=firm$/);
    await expect(phone.getByRole('button', { name: "The firm's" })).toHaveAttribute('aria-pressed', 'true');
    await expect(overdue.getByRole('listitem').filter({ hasText: `Case #${caseId}` })).toBeVisible();
    await card.getByRole('link', { name: new RegExp(`Case #${caseId}`) }).click();
    await expect(phone).toHaveURL(new RegExp(`/case/${caseId}$`));
  });

  await test.step('in Arabic the queue reads right to left, the rule in her language, and still fits', async () => {
    const arabic = await newPage({ as: solicitor, language: 'ar', phone: true });
    await arabic.goto('/deadlines?scope=mine');
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic.getByRole('heading', { level: 1, name: 'المواعيد النهائية' })).toBeVisible();
    await expect(arabic.getByRole('heading', { level: 3, name: rule.label.ar })).toBeVisible();
    await layout.expectFitsWidth(arabic, '/deadlines (ar)');
    await expectScreenMeetsBar(arabic, '/deadlines (ar)');
  });
});
