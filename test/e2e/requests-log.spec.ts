import { expect, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// The request log list in the production build (issue 12, first part): reached from the
// statistics tiles with their query, filtered server-side, the filters kept over a reload.

test('a statistics tile opens the filtered request log; the filters survive a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, 'superadmin', '/admin/stats_requests');
  const failed = page
    .getByRole('list', { name: 'Totals' })
    .getByRole('link', { name: /^Failed: / });
  await expect(failed).toBeVisible();
  await failed.click();

  await expect(page.getByRole('heading', { name: 'Requests log', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/requests_log\?.*http_response_codes/);
  const table = page.getByRole('table', { name: 'Requests log' });
  // The table is offered from 1400 px.
  await page
    .locator('label')
    .filter({ hasText: /^Table$/ })
    .click();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Every row is a failure (4xx / 5xx), its code in red.
  const codes = await table
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelector('td')?.textContent ?? ''));
  expect(codes.length).toBeGreaterThan(0);
  for (const code of codes) expect(code).toMatch(/^[45]\d{2}$/);
  expect(
    await page
      .getByRole('region', { name: 'Requests log' })
      .evaluate((region) => region.scrollWidth - region.clientWidth),
  ).toBeLessThanOrEqual(0);

  const url = page.url();
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(page.url()).toBe(url);
  await expect(
    page.getByRole('form', { name: 'Filters' }).getByText('500', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a client reads only its own requests; a legacy uri link still filters', async ({ page }) => {
  await openAs(page, 'client', '/admin/requests_log?uri=%2Ftracking');
  await expect(page).toHaveURL(/uris/);
  await expect(page).not.toHaveURL(/[?&]uri=/);
  const cards = page.getByRole('list', { name: 'Requests log' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) {
    expect(text).toContain('/tracking');
    expect(text).toContain('client');
  }
});
