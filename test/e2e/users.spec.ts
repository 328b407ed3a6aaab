import { expect, type Locator, type Page, test } from './fixtures';
import { expectAccessible, sidebar, openAs } from './helpers';

// The users list and the user modal in the production build (issue 14): a user created after each
// validation message, found again by the search; the leave guard on the close button and the
// browser's back; and who is offered the screen. The server lives on between runs: logins are
// unique.

const unique = () => String(Date.now()).slice(-9);
const QUESTION = 'Data was changed. Leave without saving ?';

/** A field's error, as Mantine links it to its input. */
const expectError = (field: Locator, message: string) =>
  expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.?]/g, '\\$&')));

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function answerGuard(page: Page, label: 'Leave' | 'Stay') {
  const confirm = page.getByRole('dialog', { name: 'Warning!' });
  await expect(confirm.getByText(QUESTION)).toBeVisible();
  await confirm.getByRole('button', { name: label }).click();
  await expect(confirm).toBeHidden();
}

test('a super admin creates a user after each validation message, then finds it', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(32);
  await page.getByRole('link', { name: 'Create new' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create new user' });
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
  for (const tab of ['Available Services', 'Credentials', 'Api limits']) {
    await expect(dialog.getByRole('tab', { name: tab })).toBeDisabled();
  }
  const login = dialog.getByRole('textbox', { name: 'Login' });
  const email = dialog.getByRole('textbox', { name: 'E-mail', exact: true });
  const notifications = dialog.getByRole('textbox', { name: 'Notification e-mails' });
  const password = dialog.getByLabel('Password', { exact: true });
  const save = dialog.getByRole('button', { name: 'Save' });

  await save.click();
  await expectError(login, 'Required field');
  await expectError(email, 'Required field');

  await email.fill('not-an-email');
  await notifications.fill('ok@example.com, nope');
  await password.fill('has space');
  await save.click();
  await expectError(email, 'Email is not valid');
  await expectError(notifications, 'One or several emails are not valid');
  await expectError(password, 'No spaces allowed');

  // A role with group access asks for the parent group.
  await choose(page, dialog.getByRole('combobox', { name: 'Role' }), 'Support');
  const parent = dialog.getByRole('combobox', { name: 'Parent group' });
  await save.click();
  await expectError(parent, 'Required field');
  // The form with its errors, before a toast (Mantine's own) is on screen.
  await expectAccessible(page);

  const name = `e2e${unique()}`;
  await login.fill(` ${name} `);
  await email.fill(`${name}@example.com`);
  await notifications.fill(`ops@example.com, ${name}.alerts@example.com`);
  await password.fill('secret123');
  await choose(page, parent, 'Master account');
  await save.click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: `User ${name}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);

  // Saved: closing asks nothing; the list finds it by its login.
  await page
    .getByRole('dialog', { name: `User ${name}` })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Login or id' }).fill(name);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${name}`));
  const card = page.getByRole('listitem', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Support')).toBeVisible();
});

test('leaving a changed user asks first, on Close and on the browser back', async ({ page }) => {
  await openAs(page, 'superadmin', '/admin/users?search=blocked');
  await page.getByRole('list', { name: 'Users' }).getByRole('link', { name: 'blocked' }).click();
  const dialog = page.getByRole('dialog', { name: 'User blocked' });
  const email = dialog.getByRole('textbox', { name: 'E-mail', exact: true });
  await expect(email).toBeVisible();
  await email.fill('typed@example.com');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await answerGuard(page, 'Stay');
  await expect(email).toHaveValue('typed@example.com');

  await page.goBack();
  await answerGuard(page, 'Stay');
  await expect(page).toHaveURL(/\/admin\/users\/\d+\?search=blocked$/);
  await expect(email).toHaveValue('typed@example.com');

  await page.goBack();
  await answerGuard(page, 'Leave');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/users\?search=blocked$/);

  // Opened again, the typed e-mail is gone.
  await page.getByRole('list', { name: 'Users' }).getByRole('link', { name: 'blocked' }).click();
  await expect(email).not.toHaveValue('typed@example.com');
});

test('a client is not offered the users screen', async ({ page }) => {
  // The not-found page is in the console's frame: its sidebar is the client's.
  await openAs(page, 'client', '/admin/users');
  await expect(page.getByRole('heading', { name: 'Opps! Page not found' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Users' })).toHaveCount(0);
});

test('a viewer reads the list and users without a way to change them', async ({ page }) => {
  await openAs(page, 'viewer', '/admin/users');
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create new' })).toHaveCount(0);

  const first = list.getByRole('listitem').first();
  const login = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link', { name: login }).click();
  const dialog = page.getByRole('dialog', { name: `User ${login}` });
  await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
