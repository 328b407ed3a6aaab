import { expect, test } from './fixtures';
import { openAs } from './helpers';

test.describe('routes', () => {
  test('signed out, any path goes to /login; / goes to the dashboard once signed in', async ({
    page,
  }) => {
    await page.goto('/admin/parcels?page=2');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/no-such-page');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await openAs(page, 'staff', '/admin/');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('signed in, /login and /recover-password return to the last visited page', async ({
    page,
  }) => {
    await openAs(page, 'staff', '/admin/pallets');
    await expect(page.getByRole('heading', { name: 'Pallets', level: 1 })).toBeVisible();
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/pallets$/);
    await page.goto('/admin/recover-password');
    await expect(page).toHaveURL(/\/admin\/pallets$/);
  });

  test('an unknown path shows the not-found page with its back button', async ({ page }) => {
    // Opened directly, with no page of the console before it: back goes to the dashboard.
    await openAs(page, 'client', '/admin/no-such-page');
    await expect(page.getByRole('heading', { name: 'Opps! Page not found' })).toBeVisible();
    await expect(page.getByText('Don`t worry. Return to the previous page.')).toBeVisible();
    await page.getByRole('button', { name: 'back to previous page' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('an activation link signs everyone out and activates', async ({ page }) => {
    await openAs(page, 'staff', '/admin/activation/newuser/demo-token');
    await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('activeAccounts'))) ?? '[]'),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('Field is required')).toHaveCount(2);
    await page.getByLabel(/^Password/).fill('new-password-1');
    await page.getByLabel('Confirm password').fill('other-password');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('Different password and confirm')).toBeVisible();
    await page.getByLabel('Confirm password').fill('new-password-1');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('activation without a user says so; a bad token shows the server message', async ({
    page,
  }) => {
    await page.goto('/admin/activation');
    await expect(
      page.getByText('No user found to activate. Check your activation link.'),
    ).toBeVisible();
    await page.goto('/admin/activation/newuser/bad-token');
    await page.getByLabel(/^Password/).fill('new-password-1');
    await page.getByLabel('Confirm password').fill('new-password-1');
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('alert')).toHaveText('Activation link is invalid or expired');
  });

  test('password confirmation runs by itself', async ({ page }) => {
    await page.goto('/admin/password-confirm/staff/demo-token');
    await expect(page.getByText('Password confirmed successfully')).toBeVisible();
    await expect(page.getByText('Now you can log in with your new password')).toBeVisible();
    await page.goto('/admin/password-confirm/staff/wrong');
    await expect(page.getByText('Error confirming password')).toBeVisible();
    await page.goto('/admin/password-confirm');
    await expect(
      page.getByText('No user found to confirm password. Check your confirmation link.'),
    ).toBeVisible();
  });

  test('recover password sends a link and returns to login; recovery sets a new one', async ({
    page,
  }) => {
    await page.goto('/admin/recover-password');
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    await expect(page.getByText('Field is required')).toBeVisible();
    await page.getByLabel('Login').fill('staff');
    await page.getByRole('button', { name: 'Send recovery link' }).click();
    await expect(page.getByText('Recovery link has been sent on your email')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.goto('/admin/recovery/staff/demo-token');
    await page.getByLabel(/^Password/).fill('new-password-1');
    await page.getByLabel('Confirm password').fill('new-password-1');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
