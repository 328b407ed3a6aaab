import { expect, test } from './fixtures';
import { openAs, sidebar } from './helpers';

// Billing configuration and prices in Chromium against the production build (issue 17 sections 2
// and 4): a super admin switches a client's billing model and back after the confirmation, adds
// an upcoming per-request price and deletes it, and downloads a prices table; the client user's
// Configuration opens its own record, and another client's record or API answer is refused.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** DD-MM-YYYY HH:mm in UTC, `days` from now, on the hour. */
function utcIn(days: number): string {
  const d = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(
    d.getUTCHours(),
  )}:00`;
}

test('a super admin switches the billing model and adds and deletes an upcoming price', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/billing_clients');
  await page.getByRole('link', { name: 'Open Northwind Traders' }).click();
  await expect(page.getByRole('heading', { name: 'Northwind Traders', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Billing conditions' }).click();
  await expect(page.getByRole('table', { name: 'Request prices' })).toBeVisible();

  await page.getByRole('radio', { name: 'Per service' }).click();
  await expect(page.getByText('Change billing type confirmation!')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Billing type changed')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Markups of / }).first()).toBeVisible();
  await page.getByRole('radio', { name: 'Per request' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('table', { name: 'Request prices' })).toBeVisible();

  await page.getByRole('button', { name: 'Prices of Track parcel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Track parcel prices' });
  await dialog.getByRole('button', { name: 'Add new' }).click();
  // A day of its own per run, so a rerun against the same server never meets the last one.
  const when = utcIn(400 + (Math.floor(Date.now() / 60_000) % 200));
  await dialog.getByRole('textbox', { name: 'Cost per req, EUR' }).fill('0.0425');
  await dialog.getByRole('textbox', { name: 'Effective date (UTC)' }).fill(when);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Price added')).toBeVisible();
  const removeButton = page.getByRole('button', { name: `Delete price from ${when}` });
  const remove = dialog.locator(removeButton);
  await expect(remove).toBeEnabled();
  await expect(dialog.getByRole('row').filter({ has: removeButton })).toContainText('€0.0425');
  await remove.click();
  await expect(page.getByText('Price will be deleted. Continue?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Price deleted')).toBeVisible();
  await expect(remove).toHaveCount(0);
});

test('the prices screen shows a client’s table for a service and downloads it', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/billing_prices');
  await expect(page.getByText('Choose a client and a carrier service.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Northwind Traders' }).click();
  await page.getByRole('combobox', { name: 'Carrier service' }).click();
  await page.getByRole('option').first().click();
  const table = page.getByRole('table', { name: 'Prices' });
  await expect(table.getByRole('columnheader', { name: 'Zone 1' })).toBeVisible();
  await expect(page.getByText(/^Effective date: \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(page).toHaveURL(/client_id=\d+&service_id=\d+/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download prices' }).click();
  expect((await download).suggestedFilename()).toMatch(/^prices_.+_\d{2}-\d{2}-\d{4}\.csv$/);
});

test('the client user sees only its own record', async ({ page, playwright, baseURL }) => {
  // Another client's id, as a super admin sees the list.
  const admin = await playwright.request.newContext({ baseURL });
  const signIn = await admin.post('/admin/auth/login', {
    data: { login: 'superadmin', password: 'demo' },
    headers: XHR,
  });
  const adminId = ((await signIn.json()) as { user: { headerIdentifier: string } }).user
    .headerIdentifier;
  const list = await admin.get('/admin/billing_clients?quantity=96', {
    headers: { ...XHR, 'X-USER-IDENTIFIER': adminId },
  });
  const rows = ((await list.json()) as { clients: Array<{ user_id: number; name: string }> })
    .clients;
  const other = rows.find((row) => row.name !== 'Northwind Traders')!;
  await admin.dispose();

  await openAs(page, 'client', '/admin/dashboard');
  await sidebar(page).getByRole('link', { name: 'Configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Northwind Traders', level: 1 })).toBeVisible();
  const own = rows.find((row) => row.name === 'Northwind Traders')!;
  await expect(page).toHaveURL(new RegExp(`/admin/billing_clients/${own.user_id}$`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

  await page.goto(`/admin/billing_clients/${other.user_id}`);
  await expect(page.getByText("Can't get data from server!")).toBeVisible();
  await expect(page.getByText(other.name)).toHaveCount(0);

  const identifier = await page.evaluate(() => localStorage.getItem('lastActiveAccount'));
  const headers = { ...XHR, 'X-USER-IDENTIFIER': identifier ?? '' };
  const theirs = await page.request.get(
    `/admin/billing_clients/get_client?user_id=${other.user_id}`,
    { headers },
  );
  expect(theirs.status()).toBe(403);
  const mine = await page.request.get(`/admin/billing_clients/get_client?user_id=${own.user_id}`, {
    headers,
  });
  expect(mine.status()).toBe(200);
});
