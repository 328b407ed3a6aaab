import { expect, type Page, test } from './fixtures';
import { openAs, sidebar, signInByApi } from './helpers';

// The rights model in the production build (issue 28, decision 053): what a role may not do is
// neither offered by the console nor done by the server. Service 54 (Canada Post) of the seed:
// mayer-llc-api2, another client's developer, holds accounts there.

const SERVICE = '/admin/services/54?tab_service_view=credentials';
const card = (page: Page, login: string) => page.getByRole('region', { name: login });
const HIDDEN = "You may not see this user's credentials.";

test('a read-only viewer reads a service, and no credential value leaves the server', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('credentials_by_user_and_service')) asked.push(request.url());
  });
  const account = await signInByApi(page, 'viewer');
  await page.goto(SERVICE);
  const merchant = card(page, 'mayer-llc-api2');
  await expect(merchant.getByText(HIDDEN)).toBeVisible();
  await expect(merchant.getByRole('switch')).toBeDisabled();
  await expect(merchant.getByLabel(/^Loading credentials of /)).toHaveCount(0);
  await expect(merchant.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  expect(asked).toEqual([]);
  // Asked directly, the server refuses too.
  const direct = await page.request.get(
    '/admin/services/credentials_by_user_and_service?service_id=54&user_id=22',
    {
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'X-USER-IDENTIFIER': account.headerIdentifier,
      },
    },
  );
  expect(direct.status()).toBe(403);
});

test('a team lead sees the credentials of no one outside its team', async ({ page }) => {
  await signInByApi(page, 'teamlead');
  await page.goto(SERVICE);
  await expect(card(page, 'mayer-llc-api2').getByText(HIDDEN)).toBeVisible();
  await expect(card(page, 'XML').getByText(HIDDEN)).toBeVisible();
});

test("a client's developer has no billing screen", async ({ page }) => {
  await openAs(page, 'northwind-traders-api2', '/admin/billing_operations');
  await expect(page.getByRole('heading', { name: 'Opps! Page not found' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Operations' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Parcels' })).toBeVisible();
});

test('a read-only viewer is offered no parcel creation, and its URL leads back', async ({
  page,
}) => {
  await openAs(page, 'viewer', '/admin/parcels/create');
  await expect(page).toHaveURL(/\/admin\/parcels$/);
  await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create parcel' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Create parcel' })).toHaveCount(0);
});
