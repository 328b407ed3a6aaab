import { expect, type Page, test } from './fixtures';
import { deviceText, pageNow, signInByApi, waitForPersistedCache } from './helpers';

// The Credentials tab in the production build (issue 13): a saved value survives a reload, a
// JSON import is saved, leaving with unsaved input asks first, and no credential value ever
// reaches the device (localStorage or IndexedDB). Service 54 (Canada Post) of the seed;
// mayer-llc-api2 holds the accounts 'default' and 'b2b' there.

const SERVICE = '/admin/services/54?tab_service_view=credentials';

const card = (page: Page, login: string) => page.getByRole('region', { name: login });
const account = (page: Page, login: string, name = 'default') =>
  card(page, login).getByRole('group', { name: `Account ${name}` });

async function openService(page: Page) {
  await page.goto(SERVICE);
  await expect(account(page, 'mayer-llc-api2')).toBeVisible();
}

test('a saved credential survives a reload; no value reaches the device', async ({ page }) => {
  await signInByApi(page, 'staff');
  await openService(page);
  const key = account(page, 'mayer-llc-api2').getByLabel('API key', { exact: true });
  await expect(key).toHaveAttribute('type', 'password');
  const seeded = await account(page, 'XML').getByLabel('API key', { exact: true }).inputValue();
  expect(seeded.length).toBeGreaterThan(8);

  await key.fill('e2e-saved-secret-54');
  const save = card(page, 'mayer-llc-api2').getByRole('button', { name: 'Save changes' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Credentials saved')).toBeVisible();
  await expect(save).toBeDisabled();

  const since = await pageNow(page);
  await page.reload();
  await expect(account(page, 'mayer-llc-api2').getByLabel('API key', { exact: true })).toHaveValue(
    'e2e-saved-secret-54',
  );
  // The query cache is persisted with a throttle: wait for a write since the reload.
  await waitForPersistedCache(page, since);
  const stored = await deviceText(page);
  expect(stored).toContain('Canada Post'); // the service itself is kept for offline reading
  expect(stored).not.toContain('e2e-saved-secret-54');
  expect(stored).not.toContain(seeded);
  expect(page.url()).not.toContain('secret');
});

test('imports pasted JSON and saves it', async ({ page }) => {
  await signInByApi(page, 'staff');
  await openService(page);
  await account(page, 'mayer-llc-api2').getByRole('button', { name: 'Import: default' }).click();
  const modal = page.getByRole('dialog', { name: 'Import credentials: default' });
  const text = modal.getByLabel('Credentials JSON');
  const importButton = modal.getByRole('button', { name: 'Import' });
  await text.fill('12');
  await expect(importButton).toBeDisabled();
  await text.fill('{"token": "x"}');
  await importButton.click();
  await expect(
    modal.getByText('New credentials fields doesn`t match with target fields'),
  ).toBeVisible();
  await text.fill('{"api_secret": {"live": "imported-live-e2e", "test": "imported-test-e2e"}}');
  await importButton.click();
  await expect(modal).toBeHidden();
  await expect(card(page, 'mayer-llc-api2').getByText('Changed')).toBeVisible();
  await card(page, 'mayer-llc-api2').getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Credentials saved')).toBeVisible();

  const since = await pageNow(page);
  await page.reload();
  const secret = account(page, 'mayer-llc-api2').getByLabel('API secret', { exact: true });
  await expect(secret).toHaveValue('imported-live-e2e');
  await waitForPersistedCache(page, since);
  const stored = await deviceText(page);
  expect(stored).not.toContain('imported-live-e2e');
  expect(stored).not.toContain('imported-test-e2e');
});

test('leaving with unsaved changes asks; Stay keeps what was typed', async ({ page }) => {
  await signInByApi(page, 'staff');
  await openService(page);
  const number = account(page, 'mayer-llc-api2').getByLabel('Account number', { exact: true });
  await number.fill('typed-not-saved');
  const service = page.getByRole('dialog', { name: 'Canada Post - Regular Parcel' });
  await service.getByRole('button', { name: 'Close' }).first().click();
  const warning = page.getByRole('dialog', { name: 'Warning!' });
  await expect(warning.getByText('You have unsaved changes. Leave and lose them?')).toBeVisible();
  await warning.getByRole('button', { name: 'Stay' }).click();
  await expect(warning).toBeHidden();
  await expect(number).toHaveValue('typed-not-saved');
  await expect(page).toHaveURL(/\/admin\/services\/54/);

  await service.getByRole('button', { name: 'Close' }).first().click();
  await page
    .getByRole('dialog', { name: 'Warning!' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/admin\/services(\?|$)/);
  await expect(page.getByRole('dialog', { name: 'Canada Post - Regular Parcel' })).toBeHidden();
});
