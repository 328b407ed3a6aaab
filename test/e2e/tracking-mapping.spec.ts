import { expect, type Page, test } from './fixtures';
import { expectAccessible, sidebar, signInByApi } from './helpers';

// The tracking mapping list in the production build (issue 15 sections 1 and 5): the dashboard's
// unmapped link lands on the filtered list; a status changed and undone is the old one after a
// reload; a delete undone stays; a delete left behind reaches the server exactly once. The
// server lives on between runs: deletes take mapped statuses (the dashboard counts unmapped).

const list = (page: Page) => page.getByRole('list', { name: 'Tracking mapping' });
const cards = (page: Page) => list(page).getByRole('listitem');

async function firstCardLabel(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  return (await cards(page).first().getAttribute('aria-label'))!;
}

// Signed in through the API (decision 041): each test opens its own page.
test.beforeEach(async ({ page }) => {
  await signInByApi(page, 'superadmin');
});

test('the dashboard’s unmapped link lands on the filtered list; a status change is undone', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  const widget = page.getByRole('table', { name: 'Unmapped tracking statuses by carrier' });
  const link = widget.getByRole('link').first();
  await expect(link).toBeVisible();
  const [carrier, count] = (await link.getAttribute('aria-label'))!.split(': ');
  await link.click();
  await expect(page).toHaveURL(/\/admin\/tracking_mapping\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('status') ?? url.searchParams.get('status[]')).toBe('0');
  await expect(page.getByRole('heading', { name: 'Tracking mapping', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(Number(count), 32));
  for (const label of await cards(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('aria-label')),
  ))
    expect(label!.startsWith(`${carrier}: `)).toBe(true);
  await expectAccessible(page);

  const label = await firstCardLabel(page);
  const card = list(page).getByRole('listitem', { name: label, exact: true });
  await card.getByRole('combobox', { name: 'Tracking status' }).click();
  await page.getByRole('option', { name: 'Label created', exact: true }).click();
  await expect(page.getByText('Status changed')).toBeVisible();
  // Mapped now: it leaves the unmapped list.
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  await page.reload();
  await expect(
    list(page)
      .getByRole('listitem', { name: label, exact: true })
      .getByRole('combobox', { name: 'Tracking status' }),
  ).toHaveValue('Not mapped');
});

test('a delete undone stays; a delete left behind reaches the server exactly once', async ({
  page,
}) => {
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/admin/tracking_mapping/delete'))
      deletes.push(request.postData() ?? '');
  });
  // Mapped statuses only (the first platform status): the dashboard's counts stay.
  await page.goto('/admin/tracking_mapping?status=1000');
  const label = await firstCardLabel(page);
  const card = list(page).getByRole('listitem', { name: label, exact: true });
  await card.getByRole('button', { name: `Delete ${label}` }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Tracking deleted')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card).toBeVisible();
  await page.reload();
  await expect(list(page).getByRole('listitem', { name: label, exact: true })).toBeVisible();
  expect(deletes).toEqual([]);

  await list(page)
    .getByRole('listitem', { name: label, exact: true })
    .getByRole('button', { name: `Delete ${label}` })
    .click();
  await expect(list(page).getByRole('listitem', { name: label, exact: true })).toHaveCount(0);
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect.poll(() => deletes.length).toBe(1);
  await page.goto('/admin/tracking_mapping?status=1000');
  await expect(cards(page).first()).toBeVisible();
  await expect(list(page).getByRole('listitem', { name: label, exact: true })).toHaveCount(0);
  expect(deletes).toHaveLength(1);
});
