import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './fixtures';
import Papa from 'papaparse';
import { expectAccessible, sidebar, openAs } from './helpers';

// The barcode ranges page in the production build (issue 14): searched and sorted from the URL,
// its CSV export read back, the notifications switch reverting on a failure, a range created
// after its errors, and no page for a client. The server lives on between runs: written values
// are unique.

const unique = () => String(Date.now()).slice(-9);

const groups = (page: Page) =>
  page.getByRole('list', { name: 'Barcode range groups' }).getByRole('listitem');

/** The shown groups' names and their share left, in the page's order. */
async function shownGroups(page: Page) {
  const cards = await groups(page).all();
  return Promise.all(
    cards.map(async (card) => ({
      name: (await card.getAttribute('aria-label')) ?? '',
      left: Number(await card.getByRole('progressbar').first().getAttribute('aria-valuenow')),
    })),
  );
}

/**
 * Exports through the CSV dialog (semicolons by default) and reads the file back as rows (the
 * BOM says UTF-8 to spreadsheets). The name is the spec's plus the UTC date-time (decision 050).
 */
async function exportedRows(page: Page) {
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Barcode ranges' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  expect(download.suggestedFilename()).toMatch(
    /^barcode_ranges_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_UTC\.csv$/,
  );
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true }).data;
}

test('the URL filters and sorts the groups, and the CSV holds what is shown', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/barcode_ranges?quickSearch=dpd%20parcels&sorting=desc');
  await expect(page.getByRole('heading', { name: 'Barcode ranges', level: 1 })).toBeVisible();
  await expect(groups(page).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('dpd parcels');
  await expect(page.getByRole('radio', { name: 'Most left first' })).toBeChecked();

  const shown = await shownGroups(page);
  expect(shown.length).toBeGreaterThan(1);
  for (const group of shown) expect(group.name).toMatch(/, DPD \(dpd\), parcels$/);
  const lefts = shown.map((group) => group.left);
  expect(lefts).toEqual([...lefts].sort((a, b) => b - a));
  await expectAccessible(page);

  // Expanding a group shows its ranges.
  const first = groups(page).first();
  const expand = first.getByRole('button', { name: /^Ranges of / });
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  const ranges = first.getByRole('table', { name: /^Ranges of / });
  const rangeCount = (await ranges.getByRole('row').count()) - 1;
  expect(rangeCount).toBeGreaterThan(0);

  const rows = await exportedRows(page);
  expect(rows[0]!.join(';')).toBe(
    'User;Carrier;Barcode group;Group remaining;Group remaining %;Notifications;' +
      'Prefix;Begin;End;Remaining;Remaining %',
  );
  const data = rows.slice(1);
  for (const row of data) expect(row.slice(1, 3)).toEqual(['DPD (dpd)', 'parcels']);
  // One row a range, the groups in the page's order.
  const [user] = shown[0]!.name.split(', ');
  expect(data.filter((row) => row[0] === user)).toHaveLength(rangeCount);
  const groupLefts = [...new Set(data.map((row) => `${row[0]}|${row[4]}`))].map((key) =>
    Number(key.split('|')[1]),
  );
  expect(groupLefts).toEqual(lefts);

  // Typed in the Russian layout: 'ыысс' is 'sscc'; the 20-digit group is exact.
  await page.getByRole('textbox', { name: 'Search' }).fill('ыысс');
  await expect(page).toHaveURL(/quickSearch=/);
  await expect(groups(page)).toHaveCount(1);
  await expect(groups(page).first()).toHaveAccessibleName('client, DHL Parcel (dhl_parcel), sscc');
  await expect(groups(page).first()).toContainText('1 008');
});

test('a failed notifications switch goes back, with the server’s words', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/barcode_ranges?quickSearch=sscc%20client');
  const card = groups(page).first();
  await expect(card).toBeVisible();
  const toggle = card.getByRole('switch', { name: 'Notice' });
  const before = await toggle.isChecked();
  await page.route('**/admin/barcode_ranges/toggle_notifications', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ errors: [{ message: 'Notifications are locked' }] }),
    }),
  );
  await toggle.click();
  await expect(page.getByText('Notifications are locked')).toBeVisible();
  await expect(toggle).toBeChecked({ checked: before });
});

test('a range is created after its errors are shown', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/barcode_ranges');
  await page.getByRole('link', { name: 'Create new' }).click();
  await expect(page).toHaveURL(/\/admin\/barcode_ranges\/create$/);
  const form = page.getByRole('dialog', { name: 'Create barcode range' });
  const create = form.getByRole('button', { name: 'Create' });
  await create.click();
  await expect(form.getByText('Field is required')).toHaveCount(5);

  const group = `e2e-${unique()}`;
  await form.getByRole('combobox', { name: 'User' }).fill('client');
  await page.getByRole('option', { name: 'client', exact: true }).click();
  await form.getByRole('combobox', { name: 'Carrier' }).fill('DPD');
  await page.getByRole('option', { name: 'DPD', exact: true }).click();
  await form.getByRole('textbox', { name: 'Barcode group' }).fill(group);
  await form.getByRole('textbox', { name: 'Prefix' }).fill('=1+2');
  await form.getByRole('textbox', { name: 'Begin' }).fill('0');
  await form.getByRole('textbox', { name: 'End' }).fill('5');
  await create.click();
  await expect(form.getByText('Only positive value')).toBeVisible();
  await form.getByRole('textbox', { name: 'Begin' }).fill('5');
  await create.click();
  await expect(form.getByText('Incorrect range')).toBeVisible();
  await form.getByRole('textbox', { name: 'End' }).fill('99999999999999999999');
  await create.click();

  await expect(page.getByText('Barcode range created')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/barcode_ranges$/);
  await page.getByRole('textbox', { name: 'Search' }).fill(group);
  await expect(groups(page)).toHaveCount(1);
  await expect(groups(page).first()).toHaveAccessibleName(`client, DPD (dpd), ${group}`);
  const rows = await exportedRows(page);
  // The prefix that a spreadsheet would run is written as text.
  expect(rows.slice(1)).toEqual([
    [
      'client',
      'DPD (dpd)',
      group,
      '99999999999999999994',
      '100',
      'on',
      "'=1+2",
      '5',
      '99999999999999999999',
      '99999999999999999994',
      '100',
    ],
  ]);
});

test('a client is offered no barcode ranges page', async ({ page }) => {
  // The not-found page is in the console's frame: its sidebar is the client's.
  await openAs(page, 'client', '/admin/barcode_ranges');
  await expect(page.getByRole('heading', { name: 'Opps! Page not found' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Barcodes' })).toHaveCount(0);
});
