import { expect, type Page, test } from './fixtures';
import { expectAccessible, openAs } from './helpers';

// Issue 18 §1: the command palette and the keyboard shortcuts in the production build. The
// palette opens with the keyboard and jumps to a parcel by its tracking number; offline, a parcel
// opened before is still found, marked so, and opens from the device; 'g' then a letter goes to
// a screen.

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search screens, records and actions' });

/** A parcel of the list's second card: its id and tracking number, as the list shows them. */
async function parcelOnScreen(page: Page) {
  const link = page
    .getByRole('list', { name: 'Parcels' })
    .getByRole('listitem')
    .nth(1)
    .locator('a[href*="/admin/parcels/"]')
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  const id = /\/parcels\/(\d+)$/.exec(href)?.[1];
  expect(id, href).toBeTruthy();
  return { id: id!, tracking: (await link.innerText()).trim() };
}

test('the palette opens with the keyboard and jumps to a parcel by its tracking number, offline too', async ({
  page,
  context,
}) => {
  await openAs(page, 'superadmin', '/admin/parcels');
  await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
  const parcel = await parcelOnScreen(page);

  await page.keyboard.press('Control+k');
  await expect(search(page)).toBeFocused();
  await expect(palette(page).getByRole('option').first()).toBeVisible();
  await expectAccessible(page);

  await search(page).fill(parcel.tracking);
  const found = palette(page)
    .getByRole('group', { name: 'Records' })
    .getByRole('option', { name: new RegExp(`^Parcel ${parcel.tracking}`) });
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/parcels/${parcel.id}$`));
  const details = page.getByRole('dialog', { name: `Parcel ${parcel.tracking}` });
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeHidden();

  // Remembered as a recent record (online: no offline mark yet).
  await page.keyboard.press('/');
  const recent = palette(page)
    .getByRole('group', { name: 'Recent' })
    .getByRole('option', { name: new RegExp(`^Parcel ${parcel.tracking}`) });
  await expect(recent).toContainText('Opened recently');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  await context.setOffline(true);
  await page.keyboard.press('Control+k');
  await search(page).fill(parcel.tracking.slice(0, 6));
  await expect(palette(page).getByRole('status')).toContainText('Offline');
  await expect(recent).toContainText('Available offline');
  await expect(recent).toContainText('Offline');
  await recent.click();
  await expect(page).toHaveURL(new RegExp(`/admin/parcels/${parcel.id}$`));
  await expect(details).toBeVisible();
  await expect(details.getByText(/^Opened offline/)).toBeVisible();
  await context.setOffline(false);
});

test("'g' then a letter goes to a screen, '?' lists the shortcuts, Escape gives the focus back", async ({
  page,
}) => {
  await openAs(page, 'superadmin', '/admin/app/version');
  await expect(page.getByRole('heading', { name: 'App Version', level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: /^Search/ });
  await button.focus();
  await page.keyboard.press('Shift+?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.getByRole('row', { name: /Go to Parcels/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await expect(page).toHaveURL(/\/admin\/parcels$/);
  await expect(page.getByRole('heading', { name: 'Parcels', level: 1 })).toBeVisible();
  // j / k and Enter on the list.
  const cards = page.getByRole('list', { name: 'Parcels' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(cards.nth(1)).toBeFocused();
  await expect(cards.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press(']');
  await expect(page).toHaveURL(/page=2/);
});
