import { expect, type Locator, type Page, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// The dashboard by role, and the statistics page: filters that survive a reload, and tiles that
// open the request log with the spec's exact query string.

const widget = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name, exact: true });

/** The count in a tile link's name, 'Total: 12,345, open in the request log'. */
async function totalCount(tile: Locator): Promise<number> {
  const name = (await tile.getAttribute('aria-label')) ?? '';
  const digits = /^Total: ([\d,]+)/.exec(name)?.[1];
  if (!digits) throw new Error(`No count in the Total tile's name: '${name}'`);
  return Number(digits.replaceAll(',', ''));
}

test('a super admin sees every dashboard widget, with data', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/dashboard');
  for (const name of [
    'Health statuses',
    'Unmapped carrier errors',
    'Unmapped tracking statuses',
    'Requests',
    'Parcels',
  ]) {
    await expect(widget(page, name)).toBeVisible();
  }
  const requests = widget(page, 'Requests');
  await expect(requests.getByRole('table', { name: 'Requests by URI' })).toBeVisible();
  const health = widget(page, 'Health statuses');
  await expect(health.getByRole('link').first()).toHaveAttribute('href', '/admin/healthcheck');
  await expect(health.getByRole('link').nth(1)).toHaveAttribute(
    'href',
    /healthcheck\/details\?label=.+&additional_label=/,
  );
  await expect(widget(page, 'Unmapped carrier errors').getByRole('link').first()).toHaveAttribute(
    'href',
    /carrier_error_mapping\?(carrier_id=\d+&)?error_code=not_mapped/,
  );
  await requests
    .locator('label')
    .filter({ hasText: /^30 days$/ })
    .click();
  await expect(page).toHaveURL(/days_range=30/);
  await expectAccessible(page);
});

test('a client sees only the parcels widget', async ({ page }) => {
  await openAs(page, 'client', '/admin/dashboard');
  await expect(widget(page, 'Parcels')).toBeVisible();
  await expect(widget(page, 'Parcels').getByRole('table')).toBeVisible();
  for (const name of [
    'Health statuses',
    'Unmapped carrier errors',
    'Unmapped tracking statuses',
    'Requests',
  ]) {
    await expect(widget(page, name)).toHaveCount(0);
  }
});

test('statistics: a filter survives a reload; a tile opens the request log with the right query', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/stats_requests');
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  const totals = page.getByRole('list', { name: 'Totals' });
  const total = totals.getByRole('link', { name: /^Total: / });
  await expect(total).toBeVisible();
  const unfiltered = await totalCount(total);

  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Request type' }).click();
  const option = page.getByRole('listbox', { name: 'Request type' }).getByRole('option').first();
  const chosen = ((await option.textContent()) ?? '').trim();
  expect(chosen).not.toBe('');
  await option.click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect
    .poll(() => decodeURIComponent(page.url()))
    .toMatch(/request_types\[\]=%2F|request_types\[\]=\//);
  await page.reload();

  // After the reload the filter comes from the URL alone: the form shows the chosen request type
  // as a pill, and the counts are the filtered ones.
  await expect(total).toBeVisible();
  await expect(filters.getByText(chosen, { exact: true })).toBeVisible();
  await expect.poll(() => totalCount(total)).toBeLessThan(unfiltered);
  await expectAccessible(page);

  const failed = totals.getByRole('link', { name: /^Failed: / });
  const href = decodeURIComponent((await failed.getAttribute('href')) ?? '');
  expect(href).toMatch(/^\/admin\/requests_log\?/);
  expect(href).toMatch(/date_from=\d{2}-\d{2}-\d{4} 00:00:00/);
  expect(href).toMatch(/date_to=\d{2}-\d{2}-\d{4} 23:59:59/);
  expect(href).toMatch(/request_types\[\]=\//);
  expect(href).toContain(
    ['400', '401', '403', '404', '406', '429', '500']
      .map((code) => `http_response_codes[]=${code}`)
      .join('&'),
  );
  await failed.click();
  await expect(page).toHaveURL(/\/admin\/requests_log\?/);
  expect(decodeURIComponent(page.url())).toContain('http_response_codes[]=429');
});
