import { expect, type Page, test } from './fixtures';
import { signInByApi } from './helpers';

// The 'Default parcels settings' tab in the production build (issue 13): a key edited and saved
// (a reload keeps it), a key created and deleted, and leaving with unsaved changes asked about.
// Service 49 of the seed has saved settings and few accounts; the test takes whatever key it
// shows first, so the seed's exact keys do not matter.

const SERVICE = 49;

async function openSettings(page: Page) {
  await page.goto(`/admin/services/${SERVICE}?tab_service_view=default_parcels`);
  const dialog = page.getByRole('dialog');
  const panel = dialog.getByRole('tabpanel', { name: 'Default parcels settings' });
  await expect(panel.getByRole('region').first()).toBeVisible();
  return { dialog, panel };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInByApi(page, 'staff');
});

test('edits a default setting and saves it; a reload keeps it', async ({ page }) => {
  const { panel } = await openSettings(page);
  const group = panel.getByRole('region').first();
  const key = group.getByRole('button').first();
  const keyName = (await key.innerText()).trim();
  await key.click();
  const form = group.getByRole('form', { name: `Settings key ${keyName}` });
  const pickup = form.getByRole('textbox', { name: 'Parcels per pickup' });
  const value = String(10 + (Date.now() % 80));
  await pickup.fill(value);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.reload();
  const again = await openSettings(page);
  const sameGroup = again.panel.getByRole('region').first();
  await sameGroup.getByRole('button', { name: keyName, exact: true }).click();
  await expect(
    sameGroup
      .getByRole('form', { name: `Settings key ${keyName}` })
      .getByRole('textbox', { name: 'Parcels per pickup' }),
  ).toHaveValue(value);
});

test('creates a key, then deletes it', async ({ page }) => {
  const { panel } = await openSettings(page);
  const name = `e2e-${Date.now().toString(36)}`;
  await panel.getByRole('button', { name: 'Create new key' }).click();
  const create = panel.getByRole('form', { name: 'New settings key' });
  await create.getByRole('combobox', { name: 'User' }).click();
  const option = page.getByRole('option').first();
  const login = (await option.innerText()).trim();
  await option.click();
  await create.getByRole('textbox', { name: 'Key name' }).fill(name);
  await create.getByRole('textbox', { name: 'Reference prefix' }).fill('E2E-1');
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText('Settings created')).toBeVisible();
  await expect(create).toBeHidden();

  const group = panel.getByRole('region', { name: `Settings of ${login}` });
  await group.getByRole('button', { name: name, exact: true }).click();
  const form = group.getByRole('form', { name: `Settings key ${name}` });
  await expect(form.getByRole('textbox', { name: 'Reference prefix' })).toHaveValue('E2E-1');
  await form.getByRole('button', { name: 'Delete key' }).click();
  const ask = page.getByRole('dialog', { name: 'Warning!' });
  await expect(ask).toContainText(`Delete the key ${name} of ${login}?`);
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Settings deleted')).toBeVisible();
  await expect(panel.getByRole('button', { name: name, exact: true })).toHaveCount(0);
});

test('asks before closing the service over a changed setting', async ({ page }) => {
  const { dialog, panel } = await openSettings(page);
  const group = panel.getByRole('region').first();
  const key = group.getByRole('button').first();
  const keyName = (await key.innerText()).trim();
  await key.click();
  const form = group.getByRole('form', { name: `Settings key ${keyName}` });
  await form.getByRole('textbox', { name: 'Reference prefix' }).fill('ASK-1');
  await dialog.getByRole('button', { name: 'Cancel' }).last().click();
  const ask = page.getByRole('dialog', { name: 'Warning!' });
  await expect(ask).toContainText('You have unsaved changes');
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(form.getByRole('textbox', { name: 'Reference prefix' })).toHaveValue('ASK-1');
  await expect(page).toHaveURL(new RegExp(`/admin/services/${SERVICE}`));
});
