import { expect, test } from './fixtures';
import { logOut, openAccountMenu, openAs } from './helpers';

// The account menu's actions, signed in through the API (decision 041): the login form is
// sign-in.spec.ts's subject; the add-account dialog's sign-in is this spec's.

test.describe('accounts', () => {
  test('logout asks for confirmation: Stay keeps, Logout leaves', async ({ page }) => {
    await openAs(page, 'staff', '/admin/parcels');
    await openAccountMenu(page, 'staff');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Warning!' });
    await expect(dialog.getByText('You are going to logout. Continue?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/parcels$/);
    await logOut(page, 'staff');
    const stored = await page.evaluate(() => localStorage.getItem('activeAccounts'));
    expect(JSON.parse(stored ?? '[]')).toEqual([]);
  });

  test('two accounts signed in and switched; an MFA user cannot be added', async ({ page }) => {
    // On the dashboard: its greeting names the account shown.
    await openAs(page, 'staff', '/admin/dashboard');
    await openAccountMenu(page, 'staff');
    await page.getByRole('menuitem', { name: 'Add account' }).click();
    const add = page.getByRole('dialog', { name: 'Add account' });
    await add.getByLabel('Login').fill('mfa');
    await add.getByLabel(/^Password/).fill('demo');
    await add.getByRole('button', { name: 'Add account' }).click();
    await expect(add.getByRole('alert')).toHaveText('User with MFA is not allowed');
    await add.getByLabel('Login').fill('client');
    // The overlay is up for 0.4 to 2 s: watched from the page itself, as polling for it from the
    // test could fall between two looks on a busy machine (it did, once).
    await page.evaluate(() => {
      const seen = window as unknown as { sawSwitching?: boolean };
      seen.sawSwitching = false;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Switching user...')) seen.sawSwitching = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await add.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByRole('button', { name: 'Account menu: client' })).toBeVisible();
    await expect(page.getByText('Switching user...')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { sawSwitching?: boolean }).sawSwitching),
    ).toBe(true);
    await expect(page.getByText(/, client\./)).toBeVisible();

    await openAccountMenu(page, 'client');
    await page.getByRole('menuitem', { name: 'Switch to staff' }).click();
    await expect(page.getByRole('button', { name: 'Account menu: staff' })).toBeVisible();
    await expect(page.getByText(/, staff\./)).toBeVisible();

    // The last active account is kept for a new tab.
    const second = await page.context().newPage();
    await second.goto('/admin/dashboard');
    await expect(second.getByRole('button', { name: 'Account menu: staff' })).toBeVisible();

    await openAccountMenu(page, 'staff');
    await page.getByRole('menuitem', { name: 'Log out of all accounts' }).click();
    await page
      .getByRole('dialog', { name: 'Warning!' })
      .getByRole('button', { name: 'Logout all' })
      .click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('login as another user; users with MFA are refused', async ({ page }) => {
    await openAs(page, 'superadmin', '/admin/parcels');
    await openAccountMenu(page, 'superadmin');
    await page.getByRole('menuitem', { name: 'Log in as user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in as user' });
    await dialog.getByRole('combobox', { name: 'User' }).fill('(mfa)');
    await page.getByRole('option', { name: /\(mfa\)/ }).click();
    await dialog.getByRole('button', { name: 'Log in as user' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('User with MFA is not allowed');
    await dialog.getByRole('combobox', { name: 'User' }).fill('(client)');
    await page.getByRole('option', { name: /\(client\)/ }).click();
    await dialog.getByRole('button', { name: 'Log in as user' }).click();
    await expect(page.getByRole('button', { name: 'Account menu: client' })).toBeVisible();
  });

  test('under 576 px the account actions live in the burger menu', async ({ page }) => {
    await page.setViewportSize({ width: 420, height: 800 });
    await openAs(page, 'staff', '/admin/parcels');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu: staff' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('dialog', { name: 'Warning!' })).toBeVisible();
  });
});
