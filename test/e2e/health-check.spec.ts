import { expect, test } from './fixtures';
import { expectAccessible, openAs, sidebar, signInByApi } from './helpers';

// The health-check screens in the production build (issue 12): the cards from the sidebar, the
// checks behind a card, a check's calls copied and downloaded; the same check from a request of
// the log; and the access rules, on the screen and on the server.

test('cards, the checks behind one, and a check copied and downloaded as text', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, 'staff', '/admin/healthcheck');
  await expect(page.getByRole('heading', { name: 'Health check', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Health cards' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
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
  const checks = page
    .getByRole('list', { name: new RegExp(`^Health check: ${label}`) })
    .getByRole('listitem');
  await expect(checks.first()).toBeVisible();
  await checks
    .first()
    .getByRole('link', { name: /^Details of check/ })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Health check: ${label}`) });
  await expect(dialog.getByText('Request Success')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Request #1' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Response #1' })).toBeVisible();

  // What was copied, read back (the 1 s 'Copied' label is the unit tests' to check: a look for it
  // from here could fall between two polls on a busy machine).
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^Request #1\n(GET|POST|PUT) https:\/\/[\s\S]*Response #1\nHTTP /);

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download as txt' }).click();
  expect((await download).suggestedFilename()).toMatch(/^health_check_\d+\.txt$/);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/status=1/);
});

test('a request opened from the log, copied, then its health checks, switched in the path', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const { headerIdentifier: identifier } = await signInByApi(page, 'superadmin');
  // Calls of the API's own /health_check run the carriers' checks; some run several.
  const query = 'uris[]=%2Fhealth_check';
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-USER-IDENTIFIER': identifier };
  type Row = { id: number; healthCheckIds: Record<string, string> | unknown[] };
  let request: Row | undefined;
  for (let pageNo = 1; !request && pageNo <= 10; pageNo += 1) {
    const answer = await page.request.get(
      `/admin/requests_log?${query}&quantity=48&page=${pageNo}`,
      { headers },
    );
    const rows = ((await answer.json()) as { items: Row[] }).items;
    request = rows.find((row) => Object.keys(row.healthCheckIds).length > 1);
  }
  expect(request, 'a request with several health checks').toBeDefined();
  const checks = Object.entries(request!.healthCheckIds as Record<string, string>);

  await page.goto(`/admin/requests_log/${request!.id}?${query}`);
  const details = page.getByRole('dialog', { name: /^Request [0-9a-f]{24}$/ });
  await expect(details.getByRole('region', { name: 'Request header', exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Copy Request data' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^(GET|POST) \S*health_check/);

  const facts = details.getByRole('complementary', { name: 'Request facts' });
  await facts.getByRole('link', { name: checks[0]![1] }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/requests_log/request_details/${checks[0]![0]}\\?.*uris`),
  );
  const health = page.getByRole('dialog', { name: /^Health check: / });
  await expect(health.getByText(/^Request (Success|Error)$/)).toBeVisible();
  await health.getByRole('combobox', { name: 'Health check' }).click();
  await page.getByRole('option', { name: checks[1]![1] }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/requests_log/request_details/${checks[1]![0]}\\?.*uris`),
  );
  await expect(health).toHaveAccessibleName(`Health check: ${checks[1]![1]}`);

  await page.reload();
  await expect(page.getByRole('dialog', { name: `Health check: ${checks[1]![1]}` })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/requests_log\?.*uris/);
  await expect(page.getByRole('link', { name: /^Health check of request / }).first()).toBeVisible();
});

test('a client can open no health check, on the screen or on the server', async ({ page }) => {
  // The not-found page is in the console's frame: its sidebar is the client's.
  await openAs(page, 'client', '/admin/healthcheck');
  await expect(page.getByRole('heading', { name: 'Opps! Page not found' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Health check' })).toHaveCount(0);
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
