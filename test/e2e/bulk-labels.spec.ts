import { expect, type Page, test } from './fixtures';
import { PDFDocument } from 'pdf-lib';
import { readFile } from 'node:fs/promises';
import { expectAccessible, openAs } from './helpers';
import { FULL_BROWSER } from './chromium';

// Issue 18 §2 in the production build: select parcels across pages, merge their labels into one
// PDF in the module worker (pdf-lib), print it and download it; a ZPL job through the print
// link; Cancel stops the label calls. The merged PDF opens in a tab of its own, in the browser's
// PDF viewer: the full browser's, not the headless shell's.
test.use({ launchOptions: FULL_BROWSER });

const cards = (page: Page) => page.getByRole('list', { name: 'Parcels' }).getByRole('listitem');
const selectBoxes = (page: Page) =>
  page.getByRole('list', { name: 'Parcels' }).getByRole('checkbox', { name: /^Select parcel / });
const counter = (page: Page) => page.getByText(/^\d+ selected$/);

async function openParcels(page: Page, query: string) {
  await openAs(page, 'superadmin', `/admin/parcels?quantity=16&${query}`);
  await expect(cards(page)).toHaveCount(16);
}

test('select three parcels across two pages and print them as one merged PDF', async ({ page }) => {
  await openParcels(page, 'label_format=pdf');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await selectBoxes(page).nth(0).click();
  await selectBoxes(page).nth(2).click();
  await expect(counter(page)).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(selectBoxes(page).nth(0)).not.toBeChecked();
  await selectBoxes(page).nth(0).click();
  await expect(counter(page)).toHaveText('3 selected');
  expect(workers).toEqual([]);

  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  const summary = dialog.getByText(/labels? in one PDF/);
  await expect(summary).toBeVisible();
  expect(workers.some((url) => /label-merge\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  const missing = await dialog
    .getByRole('list', { name: 'Labels not included' })
    .getByRole('listitem')
    .count();
  await expect(summary).toHaveText(
    `${3 - missing} label${3 - missing === 1 ? '' : 's'} in one PDF (${3 - missing} page${3 - missing === 1 ? '' : 's'})`,
  );
  await expectAccessible(page);

  // Print: the merged PDF opens in a tab of its own, where the browser prints it.
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('link', { name: 'Open PDF to print' }).click(),
  ]);
  // The tab commits its URL after the popup event: waited for, not read at once.
  await expect.poll(() => tab.url()).toMatch(/^blob:http:\/\/localhost:\d+\//);
  await tab.close();

  // The same document as one file, with one page per label.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('parcel_labels.pdf');
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  expect(pdf.getPageCount()).toBe(3 - missing);
  expect(missing).toBe(0);
});

test('ZPL labels go to the print driver as one job through the print link', async ({
  page,
  playwright,
}) => {
  await openParcels(page, 'label_format=zpl');
  await selectBoxes(page).nth(0).click();
  await selectBoxes(page).nth(1).click();
  await page.getByRole('button', { name: 'Print labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print labels' });
  await expect(dialog.getByText('2 labels in one ZPL job')).toBeVisible();
  await dialog.getByRole('button', { name: 'Print ZPL' }).click();
  const again = dialog.getByRole('link', { name: 'Print again' });
  await expect(again).toBeVisible();
  const href = (await again.getAttribute('href')) ?? '';
  expect(href).toMatch(/^eplprinter:http:\/\//);
  const url = new URL(href.slice('eplprinter:'.length));
  expect(url.pathname).toBe('/admin/parcels/get_label');
  expect(url.searchParams.get('id')).toMatch(/^\d+,\d+$/);
  // The print driver: no cookie, no identifier header.
  const driver = await playwright.request.newContext();
  const job = await driver.get(url.toString());
  expect(job.status()).toBe(200);
  expect((await job.text()).match(/\^XA/g)).toHaveLength(2);
  await driver.dispose();
});

test('Cancel stops the label calls and the merge', async ({ page }) => {
  await openParcels(page, 'mode=all');
  const calls: string[] = [];
  const held: Array<() => void> = [];
  const answered: Array<Promise<void>> = [];
  await page.route('**/admin/parcels/download_label?**', async (route) => {
    calls.push(route.request().url());
    const answer = new Promise<void>((resolve) => held.push(resolve)).then(() =>
      route.continue().catch(() => undefined),
    );
    answered.push(answer);
    await answer;
  });
  await page.getByRole('checkbox', { name: 'Select all on this page' }).click();
  await expect(counter(page)).toHaveText('16 selected');
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  await page.getByRole('button', { name: 'Download labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download labels' });
  await expect(dialog.getByText('Fetched 0 of 16')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Labels fetched' })).toBeAttached();
  await expect.poll(() => calls.length).toBe(6);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  held.splice(0).forEach((go) => go());
  // Nothing more is asked for once the held calls are answered and the page has handled them
  // (two frames later), nothing is saved, the selection stays.
  await Promise.all(answered);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect(calls).toHaveLength(6);
  expect(downloads).toBe(0);
  await expect(counter(page)).toHaveText('16 selected');
});
