import { expect, test } from './fixtures';
import { openAs } from './helpers';

// Billing operations in Chromium against the production build (issue 17 sections 2 and 4;
// decisions 043 and 047): a super admin adds income and the client's balance grows by exactly
// that amount; each tab's filter is its own and both survive a reload; the client user sees only
// its own account, and the API refuses it another client's id.

/** '€1,234.56' back to cents, exactly (no float). */
const centsOf = (text: string) => {
  const match = /(-?)€([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  return BigInt(`${match[1]}${match[2]!.replaceAll(',', '')}${match[3]}`);
};

test('a super admin adds income and the balance grows by exactly that amount', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/billing_operations');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Northwind Traders' }).click();
  await expect(page).toHaveURL(/client_id=18/);
  const card = page.getByRole('region', { name: 'Current balance' });
  const balance = card.getByTestId('current-balance');
  await expect(balance).toHaveText(/€/);
  const before = centsOf(await balance.innerText());

  await page.getByRole('button', { name: 'Add income' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add income' });
  const amount = dialog.getByRole('textbox', { name: /^Amount, EUR/ });
  await amount.fill('2e2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Incorrect amount')).toBeVisible();
  await amount.fill('123.45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Income of €123.45 added to Northwind Traders')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => centsOf(await balance.innerText())).toBe(before + 12345n);
});

test('each tab keeps its own filter, and a reload keeps both', async ({ page }) => {
  await page.setViewportSize({ width: 1500, height: 900 });
  await openAs(page, 'superadmin', '/admin/billing_operations');
  const reportsFilter = page.getByRole('form', { name: 'Reports filter' });
  await reportsFilter.getByRole('combobox', { name: 'Request' }).click();
  await page.getByRole('option', { name: 'GET /pudo' }).click();
  // A multi-select stays open for more choices, over what lies below it: closed as a user
  // closes it, before the Apply button under it can be reached.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await reportsFilter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/request%5B%5D=GET%20%2Fpudo|request\[\]=GET/);
  const reports = page.getByRole('table', { name: 'Reports' });
  await expect(reports.getByRole('row').nth(1)).toContainText('GET /pudo');

  await page.getByRole('tab', { name: 'Transactions logs' }).click();
  const transactionsFilter = page.getByRole('form', { name: 'Transactions filter' });
  await transactionsFilter.getByRole('button', { name: 'Date range', exact: true }).click();
  await page.getByRole('button', { name: 'Last 30 Days' }).click();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await transactionsFilter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(/t_date_from=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('tab')).toBe('transactions');
  expect(url.searchParams.getAll('request[]')).toEqual(['GET /pudo']);
  const from = url.searchParams.get('t_date_from')!;
  await expect(page.getByRole('table', { name: 'Transactions logs' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Transactions logs' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page
      .getByRole('form', { name: 'Transactions filter' })
      .getByRole('button', { name: 'Date range', exact: true }),
  ).toContainText(from);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(
    page.getByRole('form', { name: 'Reports filter' }).getByText('GET /pudo'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reports' }).getByRole('row').nth(1)).toContainText(
    'GET /pudo',
  );
  expect(new URL(page.url()).searchParams.get('t_date_from')).toBe(from);
});

test('the client user sees only its own account', async ({ page }) => {
  await openAs(page, 'client', '/admin/billing_operations');
  await expect(page.getByRole('region', { name: 'Current balance' })).toContainText('€');
  await expect(
    page.getByRole('list', { name: 'Reports' }).or(page.getByRole('table', { name: 'Reports' })),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Client' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add income' })).toHaveCount(0);
  await expect(page.getByText('Client', { exact: true })).toHaveCount(0);

  const identifier = await page.evaluate(() => localStorage.getItem('lastActiveAccount'));
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-USER-IDENTIFIER': identifier ?? '' };
  const other = await page.request.get('/admin/billing_operations/reports?client_id=20', {
    headers,
  });
  expect(other.status()).toBe(403);
  const own = await page.request.get('/admin/billing_operations/client_balance', { headers });
  expect(own.status()).toBe(200);
  expect(((await own.json()) as { client_id: number }).client_id).toBe(18);
});
