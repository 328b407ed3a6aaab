import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import Papa from 'papaparse';
import { expectAccessible, openAs } from './helpers';

// Issue 18 §3: export a filtered list and check the file's rows against the API (the same pages
// fetched through page.request); the separator is the user's and stays for the next export.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

type ParcelPage = { parcels: { id: number; tracking: string }[]; hasMoreItems: boolean };

test('a filtered parcel list exports every row its filters select, as the API lists them', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/parcels?mode=test');
  await expect(page.getByRole('list', { name: 'Parcels' })).toBeVisible();

  const identifier = await page.evaluate(() => localStorage.getItem('lastActiveAccount'));
  const headers = { ...XHR, 'X-USER-IDENTIFIER': identifier ?? '' };
  const expected: ParcelPage['parcels'] = [];
  for (let number = 1; ; number += 1) {
    const answer = await page.request.get(`/admin/parcels?mode=test&page=${number}&quantity=48`, {
      headers,
    });
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as ParcelPage;
    expected.push(...body.parcels);
    if (!body.hasMoreItems) break;
  }
  expect(expected.length).toBeGreaterThan(48);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Parcels' });
  await expect(
    dialog.getByText(`${expected.length.toLocaleString('en-US')} rows match the current filters.`),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByText('Comma (,)').click();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^parcels_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_UTC\.csv$/,
  );
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(text, { delimiter: ',' }).data;
  expect(rows[0]!.slice(0, 3)).toEqual(['Tracking number', 'ID', 'Type']);
  expect(rows.slice(1).map((row) => Number(row[1]))).toEqual(expected.map((p) => p.id));
  expect(rows.slice(1).map((row) => row[0])).toEqual(expected.map((p) => p.tracking));
  await expect(
    page.getByText(`Exported ${expected.length.toLocaleString('en-US')} rows`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The separator chosen stays on this device.
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(dialog.getByRole('radio', { name: 'Comma (,)' })).toBeChecked();
});
