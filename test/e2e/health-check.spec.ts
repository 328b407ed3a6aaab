import { expect, test } from '@playwright/test';
import { expectAccessible, sidebar, signInTo } from './helpers';

// The health-check screens in the production build (issue 12): the cards from the sidebar, the
// checks behind a card, a check's calls copied and downloaded; the same check from a request of
// the log; and the access rules, on the screen and on the server.

test('cards, the checks behind one, and a check copied and downloaded as text', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInTo(page, 'staff');
  await sidebar(page).getByRole('link', { name: 'Health check' }).click();
  await expect(page.getByRole('heading', { name: 'Health check', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Health cards' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  expect(await cards.count()).toBeGreaterThan(3);
  await expectAccessible(page);

  const first = cards.first();
  const label = (await first.getByRole('link').first().innerText()).trim();
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/healthcheck\/details\?.*label=/);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Health check: ${label}`), level: 1 }),
  ).toBeVisible();

  // Only the successful checks, which always called the carrier.
  await page.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&status=1`);
  const checks = page.getByRole('main').getByRole('listitem');
  await expect(checks.first()).toBeVisible();
  await checks
    .first()
    .getByRole('link', { name: /^Details of check/ })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Health check: ${label}`) });
  await expect(dialog.getByText('Request Success')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Request #1' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Response #1' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Request #1\n(GET|POST|PUT) https:\/\//);
  expect(copied).toContain('Response #1\nHTTP ');

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download as txt' }).click();
  expect((await download).suggestedFilename()).toMatch(/^health_check_\d+\.txt$/);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/status=1/);
});

test("a request's health check opens from the request log and keeps its query", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInTo(page, 'superadmin');
  // Calls of the API's own /health_check run the carriers' checks.
  await page.goto('/admin/requests_log?uris[]=%2Fhealth_check');
  const health = page.getByRole('link', { name: /^Health check of request / }).first();
  await expect(health).toBeVisible({ timeout: 15_000 });
  await health.click();
  await expect(page).toHaveURL(/\/admin\/requests_log\/request_details\/\d+\?.*uris/);
  const dialog = page.getByRole('dialog', { name: /^Health check: / });
  await expect(dialog.getByText(/^Request (Success|Error)$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/requests_log\?.*uris/);
});

test('a client can open no health check, on the screen or on the server', async ({ page }) => {
  await signInTo(page, 'client');
  await expect(sidebar(page).getByRole('link', { name: 'Health check' })).toHaveCount(0);
  await page.goto('/admin/healthcheck');
  await expect(page.getByRole('heading', { name: 'Opps! Page not found' })).toBeVisible();
  const identifier = await page.evaluate(
    () => JSON.parse(localStorage.getItem('activeAccounts') ?? '[]')[0].headerIdentifier as string,
  );
  for (const path of ['healthcheck', 'healthcheck/detail?label=UPS', 'healthcheck/getData?id=1']) {
    const answer = await page.request.get(`/admin/${path}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-USER-IDENTIFIER': identifier },
    });
    expect(answer.status(), path).toBe(403);
  }
});
