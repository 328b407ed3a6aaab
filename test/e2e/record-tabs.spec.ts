import { expect, type Page, test } from './fixtures';
import { openAs } from './helpers';

// The screen kit in the production build (issue 11): a record modal's tabs do not reload the list
// behind it; the details modal has room for its tabs; list tables fit their container at the
// spec's breakpoints, cutting long values rather than wrapping or spilling.

/** The list calls (XHR/fetch, not page loads) the page sends to `/admin/<path>`. */
function listCalls(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== `/admin/${path}`) return;
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    calls.push(url.search);
  });
  return calls;
}

async function openParcelsTable(page: Page) {
  await openAs(page, 'superadmin', '/admin/parcels');
  await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
  // Mantine's segmented control hides its radios behind their labels.
  await page
    .locator('label')
    .filter({ hasText: /^Table$/ })
    .click();
  await expect(page.getByRole('table', { name: 'Parcels' }).getByRole('row')).toHaveCount(33);
}

/** How far the table pokes out of its scroll region (0 when it fits). */
const overflowOf = (page: Page, name: string) =>
  page.getByRole('region', { name }).evaluate((region) => region.scrollWidth - region.clientWidth);

test('a tab click in a details modal sends no list request', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const calls = listCalls(page, 'parcels');
  await openAs(page, 'superadmin', '/admin/parcels?mode=live');
  const cards = page.getByRole('list', { name: 'Parcels' }).getByRole('listitem');
  await expect(cards).toHaveCount(32);
  const first = cards.first();
  const tracking = (await first.getAttribute('aria-label'))?.replace('Parcel ', '') ?? '';
  await first.getByRole('link', { name: tracking, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Parcel ${tracking}` });
  await expect(dialog.getByRole('tab', { name: 'Tracking info' })).toBeVisible();
  const before = calls.length;
  expect(before).toBeGreaterThan(0);

  for (const tab of ['Shipping address', 'Parcel Info', /Parcel Items/, 'Tracking info']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page).toHaveURL(/tab_parcel_view=tracking/);
  expect(calls).toHaveLength(before);
  expect(calls.every((search) => !search.includes('tab_parcel_view'))).toBe(true);

  // The details view has room: its tabs stay on one line at 1440 px.
  const tops = await dialog
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const width = (await dialog.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(1100);
});

for (const width of [1440, 1200]) {
  test(`the parcel table fits its container at ${width} px, long values cut`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openParcelsTable(page);
    expect(await overflowOf(page, 'Parcels')).toBeLessThanOrEqual(0);
    const table = page.getByRole('table', { name: 'Parcels' });
    // The type badge reads whole ('live' / 'test', never 'L…').
    const badge = table
      .getByRole('row')
      .nth(1)
      .getByText(/^(live|test)$/);
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // Every row is one line high.
    const heights = await table
      .getByRole('row')
      .evaluateAll((rows) => rows.slice(1).map((row) => row.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(48);
  });
}

test('the statistics table fits its container from 1400 px', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openAs(page, 'superadmin', '/admin/stats_requests?tab_stats_view=table');
  const table = page.getByRole('table', { name: 'Requests statistics' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await overflowOf(page, 'Requests statistics')).toBeLessThanOrEqual(0);
  // Dates as DD.MM.YYYY (spec a section 9).
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    /^\d{2}\.\d{2}\.\d{4}/,
  );
});
