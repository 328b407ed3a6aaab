import { expect, type Page, test } from './fixtures';
import { expectAccessible, signInByApi } from './helpers';

// The label builder in the production build (issue 16 sections 1 and 8): a label is a link, so a
// ZPL label opens from its URL and is drawn; Print hands the custom-protocol link to the print
// driver, and the link's own URL (zpl-print, 300 DPI, a print hash) gives the label to a caller
// with no console headers or cookies, as the driver is. One sign-in for the whole walk.

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  // A context of its own: axe needs one made with browser.newContext().
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await signInByApi(page, 'staff');
});

test.afterAll(async () => {
  await page.context().close();
});

test('a ZPL label opens from its link and is drawn', async () => {
  await page.goto(
    '/admin/label_builder?carrierKind=direct&carrier=1&labelType=zpl&tracking=E2E-42',
  );
  await expect(page.getByRole('heading', { name: 'Label Builder', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Label settings' });
  await expect(form.getByRole('combobox', { name: 'Carrier', exact: true })).toHaveValue(
    'DHL Express',
  );
  await expect(form.getByRole('combobox', { name: 'DPI' })).toHaveValue('200 DPI');

  const label = page.getByRole('img', { name: 'Label (ZPL)' });
  // The renderer (WASM, in a worker) loads on the first ZPL label.
  await expect(label).toBeVisible();
  const width = await label.evaluate((image) => (image as HTMLImageElement).naturalWidth);
  expect(width).toBeGreaterThan(400);
});

test('Print opens the print link, which gives the label to the print driver', async ({
  playwright,
}) => {
  await page.getByRole('button', { name: 'Print' }).click();
  const again = page.getByRole('link', { name: 'Print again' });
  await expect(again).toBeVisible();
  const href = (await again.getAttribute('href')) ?? '';
  expect(href).toMatch(/^eplprinter:http:\/\//);
  const url = new URL(href.slice('eplprinter:'.length));
  expect(url.pathname).toBe('/admin/label_builder/get_label');
  expect(url.searchParams.get('labelType')).toBe('zpl-print');
  expect(url.searchParams.get('labelDpi')).toBe('300');
  expect(url.searchParams.get('tracking')).toBe('E2E-42');
  expect(url.searchParams.get('printHash')).toMatch(/^[0-9a-f]{64}$/);
  expect(url.searchParams.get('PHPSESSID')).toBeTruthy();
  expect(Number(url.searchParams.get('id'))).toBeGreaterThan(1_700_000_000_000);
  // The page stayed: the browser hands the link to the driver.
  await expect(page).toHaveURL(/\/admin\/label_builder\?/);
  await expect(page.getByRole('img', { name: 'Label (ZPL)' })).toBeVisible();

  // The print driver: no cookie, no XHR or identifier header.
  const driver = await playwright.request.newContext();
  const printed = await driver.get(url.toString());
  expect(printed.status()).toBe(200);
  const zpl = await printed.text();
  expect(zpl).toMatch(/^\^XA/);
  expect(zpl).toContain('^PW1218');
  expect(zpl).toContain('^FDE2E-42^FS');
  const forged = new URL(url);
  forged.searchParams.set('id', String(Number(url.searchParams.get('id')) + 1));
  expect((await driver.get(forged.toString())).status()).toBe(404);
  await driver.dispose();
});

test('the screen has no serious accessibility violations', async () => {
  await expectAccessible(page);
});
