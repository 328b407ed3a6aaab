import { expect, test } from './fixtures';
import { expectAccessible, signInByApi } from './helpers';

// The tracking mapping overview in the production build (issue 15 section 1; decision 032): a
// matrix of carriers by platform status, Not mapped first, scrolling sideways on a tablet with
// the carrier column in view, filtered from the URL, and an unmapped count opening the list
// filtered to it.

test('an unmapped count opens the list filtered to that carrier and status', async ({ page }) => {
  await signInByApi(page, 'superadmin');
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/admin/tracking_mapping_overview');
  await expect(
    page.getByRole('heading', { name: 'Tracking mapping overview', level: 1 }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Tracking statuses by carrier' });
  await expect(table.getByRole('columnheader').nth(1)).toHaveText('Not mapped');

  // A tablet scrolls the matrix, not the page; the carrier column stays in view.
  const region = page.getByRole('region', { name: 'Tracking mapping matrix' });
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await region.evaluate((el) => el.scrollBy({ left: 400 }));
  const box = await table.getByRole('rowheader').first().boundingBox();
  const regionBox = await region.boundingBox();
  expect(Math.abs(box!.x - regionBox!.x)).toBeLessThan(4);

  // The first row has the most unmapped statuses.
  const label = (await table
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .getAttribute('aria-label'))!;
  const [, carrierName, count] = label.match(/^(.+), Not mapped: (\d+)$/) ?? [];
  expect(Number(count)).toBeGreaterThan(0);
  const href = (await table.getByRole('link', { name: label }).getAttribute('href'))!;
  const carrierId = new URL(href, page.url()).searchParams.get('carrier');

  // Filtered from the URL to that carrier and one category (a small table for the axe run).
  await page.goto(`/admin/tracking_mapping_overview?carrier[]=${carrierId}&category=DELIVERED`);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Delivered');
  await expectAccessible(page);

  await table.getByRole('link', { name: label }).click();
  // The list writes its filters as bracket lists (`carrier[]=9`): the same filter.
  await expect(page).toHaveURL(
    new RegExp(`/admin/tracking_mapping\\?carrier(\\[\\])?=${carrierId}&status(\\[\\])?=0$`),
  );
  await expect(page.getByRole('heading', { name: 'Tracking mapping', level: 1 })).toBeVisible();
  const items = page.getByRole('list', { name: 'Tracking mapping' }).getByRole('listitem');
  await expect(items).toHaveCount(Number(count));
  await expect(items.first()).toContainText(carrierName!);
});
