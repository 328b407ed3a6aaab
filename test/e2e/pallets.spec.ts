import { expect, type Page, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// The pallets screen in the production build: filters in the URL, a pallet over the list with
// its tabs and contents, and its label.

const cards = (page: Page) => page.getByRole('list', { name: 'Pallets' }).getByRole('listitem');

test('pallets: only pallet services to filter by; the filter survives a reload', async ({
  page,
}) => {
  // The filter is the subject: opened signed in (decision 041), not through the dashboard.
  await openAs(page, 'superadmin', '/admin/pallets');
  await expect(page.getByRole('heading', { name: 'Pallets', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(32);

  // Only pallet services are offered.
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Services').click();
  const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
  expect(options.length).toBeGreaterThan(0);
  for (const option of options) expect(option.split('-')[0]).toContain('Pallet');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => decodeURIComponent(page.url())).toMatch(/service_ids\[\]=\d+/);
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expectAccessible(page);
});

test('pallets: open a pallet over the filtered list, walk its tabs, open its label', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/pallets?mode=live');
  await expect(cards(page).first()).toBeVisible();

  const first = cards(page).first();
  const tracking = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link', { name: tracking, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Pallet ${tracking}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Shipping address' }).click();
  await expect(dialog.getByRole('region', { name: 'Sender Address' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Destination Address' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Pallet Info' }).click();
  await expect(dialog.getByLabel('Errors')).toBeVisible();
  await dialog.getByRole('tab', { name: /Pallet Items/ }).click();
  await expect(dialog.getByRole('table', { name: 'Pallet items' })).toBeVisible();
  await expect(dialog.getByRole('complementary', { name: 'Pallet details' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Back on the list, with its filters kept.
  await expect(page).toHaveURL(/\/admin\/pallets\?mode=live/);

  const withLabel = cards(page).filter({ has: page.getByRole('link', { name: /^Label of / }) });
  await withLabel
    .first()
    .getByRole('link', { name: /^Label of / })
    .click();
  await expect(page).toHaveURL(/\/admin\/pallets\/label\/\d+/);
  const viewer = page.getByRole('dialog', { name: /^Pallet label \d+$/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Download' })).toBeVisible();
});
