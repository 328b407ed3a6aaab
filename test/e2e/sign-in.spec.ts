import { expect, test } from './fixtures';
import { expectAccessible, openAccountMenu, openAs, sidebar, signIn, signInTo } from './helpers';

test.describe('sign-in', () => {
  test('the login page shows its promotion, links and field messages', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveTitle('Log in | Shipping API Admin');
    await expect(page.getByText('One API for every parcel you ship')).toBeVisible();
    for (const name of [
      'API documentation',
      'Terms of use',
      'Privacy policy',
      'Forgot password?',
    ]) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Required field', { exact: true })).toBeVisible();
    await expect(page.getByText('Requred field', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await signIn(page, 'staff', 'wrong');
    await expect(page.getByRole('alert')).toHaveText('Wrong login or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  const sidebars: Array<[string, string[], string[]]> = [
    ['superadmin', ['Dashboard', 'API docs'], []],
    ['staff', ['Dashboard', 'API docs'], []],
    ['client', ['Dashboard'], ['API docs']],
  ];
  for (const [login, visible, hidden] of sidebars) {
    test(`${login} signs in and sees their sidebar`, async ({ page }) => {
      await signInTo(page, login);
      await expect(page).toHaveTitle('Dashboard | Shipping API Admin');
      await expect(page.getByText(new RegExp(`, ${login}\\.`))).toBeVisible();
      for (const name of visible)
        await expect(sidebar(page).getByRole('link', { name })).toBeVisible();
      for (const name of hidden)
        await expect(sidebar(page).getByRole('link', { name })).toHaveCount(0);
      await expect(page.getByRole('banner').getByLabel('Current UTC time')).toContainText('UTC');
      // The super admin's dashboard (every widget) is checked with axe in
      // dashboard-statistics.spec.ts; a client's (fewer widgets) here.
      if (login === 'client') await expectAccessible(page);
    });
  }

  test('the MFA step: QR code, a wrong code, then 123456 signs in; Back clears it', async ({
    page,
  }) => {
    await signIn(page, 'mfa');
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Login')).toBeVisible();
    await signIn(page, 'mfa');
    await page.getByLabel('Authentication code digit 1').pressSequentially('111111');
    await expect(page.getByRole('alert')).toContainText('Wrong authentication code');
    await page.getByLabel('Authentication code digit 1').pressSequentially('123456');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu: mfa' })).toBeVisible();
  });

  test('the UTC clock ticks every second', async ({ page }) => {
    // Page time under the test's control: a busy machine cannot make a second look longer.
    await page.clock.install({ time: Date.UTC(2026, 10, 23, 9, 30, 0) });
    // The clock is in every screen's top bar: one without charts, signed in through the API.
    await openAs(page, 'staff', '/admin/parcels');
    await page.clock.pauseAt(Date.UTC(2026, 10, 23, 9, 30, 15));
    const clock = page.getByRole('banner').getByLabel('Current UTC time');
    await expect(clock).toContainText('09:30:15');
    await page.clock.runFor(1000);
    await expect(clock).toContainText('09:30:16');
  });

  test('the theme toggle switches and is remembered', async ({ page }) => {
    await openAs(page, 'staff', '/admin/parcels');
    const html = page.locator('html');
    const before = await html.getAttribute('data-mantine-color-scheme');
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
    const after = before === 'dark' ? 'light' : 'dark';
    await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
    await openAccountMenu(page, 'staff');
  });
});
