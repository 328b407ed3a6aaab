import { expect, type Page, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// The parcels screen in the production build: filters in the URL (bracket arrays) survive a
// reload, a parcel opens over the list and its tabs can be walked, labels open (ZPL rendered in
// the browser), and the card/table choice follows the screen width.

const cards = (page: Page) => page.getByRole('list', { name: 'Parcels' }).getByRole('listitem');

async function openParcels(page: Page, login = 'superadmin') {
  await openAs(page, login, '/admin/parcels');
  await expect(page).toHaveURL(/\/admin\/parcels$/);
  await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(32);
}

async function pick(page: Page, label: string, option: RegExp) {
  await page.getByRole('form', { name: 'Filters' }).getByLabel(label).click();
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

test('filters go to the URL with bracket arrays and survive a reload', async ({ page }) => {
  await openParcels(page);
  await pick(page, 'Destination countries', /\(DE\)/);
  await pick(page, 'Destination countries', /\(FR\)/);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(() => decodeURIComponent(page.url()))
    .toContain('destination_countries[]=DE&destination_countries[]=FR');
  // The URL moves first; the rows of the previous search stay, marked busy, until the new
  // ones arrive (CI once read them in that moment). Wait for the rows, not for a time.
  const toDeOrFr = /→\s*(DE|FR)|(DE|FR)\s*$/m;
  await expect
    .poll(async () => {
      const texts = await cards(page).allInnerTexts();
      return texts.length > 0 && texts.every((text) => toDeOrFr.test(text));
    })
    .toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByText(/\(DE\)/)).toBeVisible();
  await expect(filters.getByText(/\(FR\)/)).toBeVisible();

  await page.getByLabel('ID').fill('12');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Minimum 3 symbols or empty')).toBeVisible();

  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/parcels$/);
  await expect(cards(page)).toHaveCount(32);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Per page').selectOption('48');
  await expect(cards(page)).toHaveCount(48);
  await expect(page).toHaveURL(/quantity=48/);
  await expect(page).not.toHaveURL(/page=2/);
});

test('a parcel opens over the list; its tabs can be walked', async ({ page }) => {
  await openParcels(page);
  const first = cards(page).first();
  const tracking = (await first.getAttribute('aria-label'))?.replace('Parcel ', '') ?? '';
  await first.getByRole('link', { name: tracking, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Parcel ${tracking}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/parcels\/\d+/);

  await expect(dialog.getByLabel('Label format').first()).toBeVisible();
  await dialog.getByRole('tab', { name: 'Shipping address' }).click();
  await expect(dialog.getByRole('region', { name: 'Sender Address' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Parcel Info' }).click();
  await expect(dialog.getByLabel('Errors')).toBeVisible();
  await dialog.getByRole('tab', { name: /Parcel Items/ }).click();
  await dialog.getByRole('tab', { name: 'Tracking info' }).click();
  await expect(dialog.getByText(/Current status/)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Parcel details' })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/parcels$/);
});

test('a ZPL label is rendered in the browser, the raw text one tab away', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/parcels?label_format=zpl');
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const tracking = (await first.getAttribute('aria-label'))?.replace('Parcel ', '') ?? '';
  await first.getByRole('link', { name: `Label of ${tracking}` }).click();
  const dialog = page.getByRole('dialog', { name: /^Label of parcel \d+$/ });
  await expect(dialog).toBeVisible();
  const label = dialog.getByRole('img', { name: /^Label of parcel \d+$/ });
  await expect(label).toBeVisible();
  const width = await label.evaluate((image) => (image as HTMLImageElement).naturalWidth);
  expect(width).toBeGreaterThan(400);
  await dialog.getByRole('tab', { name: 'ZPL' }).click();
  await expect(dialog.getByText(/\^XA/)).toBeVisible();
  await expect(dialog.getByText(tracking).first()).toBeVisible();
});

test('the table is offered from 1200 px; the choice is kept', async ({ page }) => {
  await openParcels(page);
  // Mantine's segmented control hides its radios behind their labels.
  await page
    .locator('label')
    .filter({ hasText: /^Table$/ })
    .click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(33);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(page.getByRole('table')).toBeHidden();
  await expect(cards(page)).toHaveCount(32);
  await expect(page.getByRole('radio', { name: 'Table' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table')).toBeVisible();
});

test('a client sees only its own parcels, without the Users filter or staff links', async ({
  page,
}) => {
  await openParcels(page, 'client');
  const filters = page.getByRole('form', { name: 'Filters' });
  await expect(filters.getByLabel('Services')).toBeVisible();
  await expect(filters.getByLabel('Users')).toHaveCount(0);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain('client');
  const first = cards(page).first();
  const tracking = (await first.getAttribute('aria-label'))?.replace('Parcel ', '') ?? '';
  await first.getByRole('link', { name: tracking, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Parcel ${tracking}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /health/i })).toHaveCount(0);
});
