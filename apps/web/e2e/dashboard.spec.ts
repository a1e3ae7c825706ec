import { API } from '@docket/contract';
import { expect, test } from './support/fixtures';

test('the dashboard shows the seeded figures, the bell the client upload, and the search finds the case', async ({
  api,
  admin,
  seed,
  newPage,
  expectScreenMeetsBar,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const caseTypeName = `Dashboard asylum ${stamp}`;
  const caseType = await seed.caseType(caseTypeName);
  const client = await seed.user({
    firstName: 'Dana',
    lastName: `Haidari${stamp % 100000}`,
    email: `dash-client-${stamp}@docket.test`,
    role: 'Client',
  });
  const solicitorFirstName = `Rui${stamp % 100000}`;
  const solicitorName = `${solicitorFirstName} Santos`;
  const solicitor = await seed.user({
    firstName: solicitorFirstName,
    lastName: 'Santos',
    email: `dash-solicitor-${stamp}@docket.test`,
    role: 'Solicitor',
  });
  const caseId = await seed.case(client, caseType);

  await test.step("the client's home is her one case, still without a solicitor, and not the firm's figures", async () => {
    const page = await newPage({ as: client, phone: true });
    await page.goto('/dashboard');
    await expect(page.getByText(`Welcome back, Dana Haidari${stamp % 100000}`)).toBeVisible();
    const mine = page.getByRole('listitem', { name: `${caseTypeName} · case #${caseId}` });
    await expect(mine).toContainText('The firm will choose a solicitor for you soon.');
    await expect(mine.getByRole('link', { name: `${caseTypeName} · case #${caseId}` })).toHaveAttribute(
      'href',
      `/case/${caseId}`,
    );
    await expect(page.getByRole('list', { name: 'Case figures' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Open cases per solicitor' })).toHaveCount(0);
    await expectScreenMeetsBar(page);
  });

  await seed.assignSolicitor(caseId, solicitor.id);

  await test.step("the admin's dashboard matches the server's figures and switches the chart range", async () => {
    const page = await newPage({ as: admin });
    await page.goto('/dashboard');
    const { figures } = await api.call(API.dashboard, { query: { range: 'ALL' } }, admin);
    const list = page.getByRole('list', { name: 'Case figures' });
    await expect(
      list.getByRole('link', { name: new RegExp(`^${figures.open}\\s*Open cases$`) }),
    ).toBeVisible();
    await expect(page.getByText('Welcome back, Firm Administrator')).toBeVisible();
    const caseload = page.getByRole('listitem').filter({ hasText: solicitorName });
    await expect(caseload).toContainText('1 open case');
    const ranged = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === API.dashboard.path && url.searchParams.get('range') === '1M';
    });
    await page.getByRole('button', { name: /^1M/ }).click();
    await ranged;
    await expect(page.getByRole('button', { name: /^1M/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('svg.cases-chart')).toBeVisible();
    await expectScreenMeetsBar(page);
  });

  await seed.caseDocument(client, caseId);

  await test.step('the solicitor sees the upload in the bell and opens the case from it', async () => {
    const page = await newPage({ as: solicitor });
    await page.goto('/dashboard');
    // Two unread: the assignment and the client's document.
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toBeVisible();
    await expect(bell).toContainText('2');
    await bell.click();
    const item = page.getByRole('button', {
      name: `Unread: A new upload of Home Office letter waits for review on ${caseTypeName} case #${caseId}.`,
    });
    await expect(item).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`${solicitorName} is now the solicitor`) }),
    ).toBeVisible();
    await expectScreenMeetsBar(page);
    await item.click();
    // Straight to the document on the case's checklist.
    await expect(page).toHaveURL(new RegExp(`/case/${caseId}#item-\\d+$`));
    await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect(page.locator('.notification-badge')).toHaveCount(0);
  });

  await test.step('the top-bar search finds the case by its type and opens it with the keyboard', async () => {
    const page = await newPage({ as: admin });
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(caseTypeName);
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('group', { name: 'Cases' }).getByRole('option')).toHaveCount(1);
    await expect(results.getByRole('group', { name: 'Case types' }).getByRole('option')).toHaveCount(1);
    await expectScreenMeetsBar(page);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /case-/);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/case/${caseId}$`));
    await box.fill(solicitorName);
    await results.getByRole('option', { name: new RegExp(solicitorName) }).click();
    await expect(page).toHaveURL(/\/user-list\?search=dash-solicitor-/);
    await expect(page.getByRole('row').filter({ hasText: solicitorName })).toHaveCount(1);
  });
});
