import { expect, type Page, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// Saved views in the production build (issue 18 §4, decision 051): a view of the users list with
// its filter, the table without a column and the panel folded, kept on the device through a
// reload and reopened from another state of the list; saved and reopened offline too. The
// server lives on between runs, but views live in the browser's fresh context: names can repeat.

const chips = (page: Page) => page.getByRole('list', { name: 'Saved views' });
const filtersToggle = (page: Page) =>
  page.getByRole('form', { name: 'Filters' }).getByRole('button', { name: /^Filters/ });

async function saveView(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current view' });
  await dialog.getByRole('textbox', { name: /View name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a view saved with its filter, table, columns and folded panel reopens after a reload', async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/users?search=adm');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  await page.getByText('Table', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: /^Columns/ }).click();
  await page.getByRole('checkbox', { name: 'E-mail' }).click();
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await filtersToggle(page).click();
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');

  await saveView(page, 'Admins');
  const chip = chips(page).getByRole('button', { name: 'Admins', exact: true });
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);

  // The device keeps it: after a reload the chip is there and still the current view.
  await page.reload();
  await expect(chip).toHaveAttribute('aria-current', 'true');

  // From another state of the list (another search and page, cards, panel open)...
  await page.goto('/admin/users?search=client&page=2');
  await page.getByText('Cards', { exact: true }).click();
  await filtersToggle(page).click();
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(chip).not.toHaveAttribute('aria-current');

  // ...the chip opens the whole view, from page 1.
  await chip.click();
  await expect(page).toHaveURL(/\/admin\/users\?search=adm$/);
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Login' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(chip).toHaveAttribute('aria-current', 'true');

  // Deleting asks first; all of it from the keyboard.
  await chips(page).getByRole('button', { name: 'Actions of view Admins' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  // Down the items (the current view's 'Update with current' is disabled) to Delete.
  const remove = page.getByRole('menuitem', { name: 'Delete' });
  for (
    let step = 0;
    step < 3 && !(await remove.evaluate((item) => item === document.activeElement));
    step++
  )
    await page.keyboard.press('ArrowDown');
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete view' });
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(chips(page)).toHaveCount(0);
});

test('views are saved and reopened offline', async ({ page }) => {
  // Both states of the list are read once online, so the list itself has data offline too.
  await openAs(page, 'superadmin', '/admin/users?search=adm');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Filters' });
  await form.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('list', { name: 'Users' }).getByRole('listitem')).toHaveCount(32);

  await page.context().setOffline(true);
  await form.getByRole('textbox', { name: 'Login or id' }).fill('adm');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?search=adm$/);
  await saveView(page, 'Offline');
  const chip = chips(page).getByRole('button', { name: 'Offline', exact: true });
  await expect(chip).toHaveAttribute('aria-current', 'true');

  await form.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(chip).not.toHaveAttribute('aria-current');
  await chip.click();
  await expect(page).toHaveURL(/\/admin\/users\?search=adm$/);
  await expect(chip).toHaveAttribute('aria-current', 'true');
  await page.context().setOffline(false);
});
