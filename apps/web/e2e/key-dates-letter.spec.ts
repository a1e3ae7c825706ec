import { API } from '@docket/contract';
import { expect, test } from './support/fixtures';
import { letterPdf } from './support/letter-pdf';

/** London's day `days` from today, as YYYY-MM-DD. */
function londonDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
/** A day as a Home Office letter prints it: "27 November 2026". */
const printed = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * The firm's time limits from the letter that starts them (issue 32): on a desktop, the solicitor
 * uploads a refusal letter, confirms the date the letter's text proposes, highlighted, creates the
 * appeal deadline with the task its case type's template makes, and finds the deadline in her
 * Deadlines queue and her calendar. Her client reads her Home Office interview on a 360 px phone,
 * in Tigrinya and in Arabic, right to left, with the interpreter asked for; never the deadline.
 */
test('a refusal letter becomes an appeal deadline with its task, in the queue and the calendar; the client reads her interview in Tigrinya and Arabic', async ({
  api,
  admin,
  seed,
  newPage,
  layout,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  // Dated ten days ago: fourteen days from it fall in the coming week, so the queue shows it.
  const dated = londonDay(-10);
  const due = londonDay(4);
  const caseType = await seed.caseType(`Asylum appeal ${stamp}`);
  const solicitor = await seed.user({
    firstName: 'Lena',
    lastName: `Okafor${stamp % 1000}`,
    email: `letter-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const client = await seed.user({
    firstName: 'Selam',
    lastName: `Tesfaye${stamp % 1000}`,
    email: `letter-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const caseId = await seed.case(client, caseType);
  await seed.assignSolicitor(caseId, solicitor.id);
  await api.call(API.verifyRule, { body: { ruleKey: 'ftt.appeal.in_uk' } }, admin);
  await api.call(
    API.saveTaskTemplate,
    {
      body: {
        caseTypeId: caseType.id,
        title: 'Draft the grounds of appeal',
        ruleKey: 'ftt.appeal.in_uk',
        offsetAmount: 2,
        offsetUnit: 'calendar_days',
        offsetDirection: 'before',
        priority: 'high',
      },
    },
    admin,
  );
  await api.call(
    API.addEvent,
    {
      body: {
        caseId,
        kind: 'ho_interview',
        startsAt: `${londonDay(6)}T10:00:00Z`,
        location: 'Croydon',
        interpreterLanguage: 'ti',
        clientVisible: true,
      },
    },
    solicitor,
  );

  const { rules } = await api.call(API.keyDateRules, {}, admin);
  const appealLabel = rules.find((rule) => rule.key === 'ftt.appeal.in_uk')?.label;
  if (!appealLabel) throw new Error('The rules have no ftt.appeal.in_uk');

  const desk = await newPage({ as: solicitor });
  await test.step('the solicitor uploads the refusal letter and confirms the date its text proposes', async () => {
    await desk.goto(`/case/${caseId}`);
    await desk.getByRole('button', { name: 'Key dates', exact: true }).click();
    await desk.getByRole('button', { name: 'Add a letter', exact: true }).click();
    const form = desk.getByRole('region', { name: 'Add a letter that starts a clock' });
    await form.getByText('Not among them? Upload it').click();
    await form.getByLabel(/^What is it\?/).fill('Refusal letter');
    await form.getByLabel('The letter’s file', { exact: true }).setInputFiles({
      name: 'refusal.pdf',
      mimeType: 'application/pdf',
      buffer: letterPdf([
        'Home Office',
        'UK Visas and Immigration',
        `Date: ${printed(dated)}`,
        'Your protection claim made on 3 April 2025 has been refused.',
        'You may appeal to the First-tier Tribunal (Immigration and Asylum Chamber).',
      ]),
    });
    await form.getByRole('button', { name: 'Upload the letter' }).click();
    await form
      .getByRole('combobox', { name: /^The letter/ })
      .selectOption({ label: 'Refusal letter (refusal.pdf)' });
    // The document checks read its text in the background; the form asks again until they have.
    const proposal = form.getByRole('radio', { name: new RegExp(printed(dated)) });
    await expect(proposal).toBeVisible({ timeout: 60_000 });
    await expect(form.locator('mark').first()).toHaveText(printed(dated));
    await proposal.check();
    await form.getByRole('checkbox', { name: 'Appeal to the First-tier Tribunal (in the UK)' }).check();
    await form.getByRole('button', { name: 'Preview' }).click();
    await expect(form.getByText('(The date on the letter: the day it was sent is not known.)')).toBeVisible();
    await expectScreenMeetsBar(desk);
    await form.getByRole('button', { name: 'Create the key dates' }).click();
    await expect(form).toBeHidden();
    await expect(desk.getByText('Appeal to the First-tier Tribunal (in the UK)').first()).toBeVisible();
  });

  await test.step('the task its case type makes with it is on the case', async () => {
    await desk.getByRole('button', { name: 'Tasks', exact: true }).click();
    await expect(desk.getByRole('heading', { name: 'Draft the grounds of appeal' })).toBeVisible();
  });

  await test.step('the deadline is in her Deadlines queue and in her calendar', async () => {
    await desk.goto('/deadlines');
    await expect(desk.getByRole('link', { name: new RegExp(`${caseId}`) }).first()).toBeVisible();
    await expect(desk.getByText('Appeal to the First-tier Tribunal (in the UK)').first()).toBeVisible();
    await desk.goto(`/calendar?view=week&date=${due}`);
    await expect(
      desk.getByRole('link', { name: /Appeal to the First-tier Tribunal \(in the UK\)/ }).first(),
    ).toBeVisible();
    await expectScreenMeetsBar(desk);
  });

  for (const language of ['ti', 'ar'] as const) {
    await test.step(`the client reads her interview on her phone in ${language}, and not the firm’s deadline`, async () => {
      const phone = await newPage({ as: client, phone: true, language });
      await phone.goto(`/case/${caseId}`);
      const tigrinya = new Intl.DisplayNames([language], { type: 'language' }).of('ti') ?? 'ti';
      await expect(phone.getByText(new RegExp(tigrinya)).first()).toBeVisible();
      await expect(phone.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(phone.getByText(appealLabel[language], { exact: false })).toHaveCount(0);
      await layout.expectFitsWidth(phone, `the client's case page in ${language}`);
      await expectScreenMeetsBar(phone);
      await phone.close();
    });
  }
});
