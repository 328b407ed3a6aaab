import { expect, type Page, test } from './fixtures';
import { expectAccessible, openAs, signInTo } from './helpers';

// Issue 9 in the production build: keyboard focus comes back to what opened a record modal, the
// signed-in shell and the login page start their tab order where a keyboard user needs it, and a
// parcel of 5,000 items opens at once with only the items in view in the DOM.

const cards = (page: Page) => page.getByRole('list', { name: 'Parcels' }).getByRole('listitem');

const focusedIsInside = (page: Page, selector: string) =>
  page.evaluate(
    (s) => document.querySelector(s)?.contains(document.activeElement) ?? false,
    selector,
  );

test('closing a parcel modal with Escape gives focus back to the card link that opened it', async ({
  page,
}) => {
  await openAs(page, 'staff', '/admin/parcels');
  await expect(cards(page)).toHaveCount(32);
  const card = cards(page).nth(3);
  const tracking = ((await card.getAttribute('aria-label')) ?? '').replace('Parcel ', '');
  const link = card.getByRole('link', { name: tracking, exact: true });

  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Parcel ${tracking}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/parcels\/\d+$/);
  await expect.poll(() => focusedIsInside(page, '[role="dialog"]')).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/parcels$/);
  await expect(link).toBeFocused();
});

test('the skip link is the first tab stop after sign-in and jumps to the main region', async ({
  page,
}) => {
  await signInTo(page, 'staff');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  // Shown while focused (it is a 1px clip otherwise).
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(50);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.keyboard.press('Tab');
  expect(await focusedIsInside(page, 'main')).toBe(true);
  await expect(skip).not.toBeFocused();
  expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
});

test('the login field is the first tab stop on /admin/login', async ({ page }) => {
  await page.goto('/admin/login');
  const login = page.getByLabel('Login');
  await expect(login).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(login).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
});

test('a parcel of 5,000 items opens at once and renders only the items in view', async ({
  page,
}) => {
  await openAs(page, 'staff', '/admin/parcels/5000');
  const dialog = page.getByRole('dialog', { name: /^Parcel / });
  await expect(dialog).toBeVisible();
  const tab = dialog.getByRole('tab', { name: /Parcel Items/ });
  await expect(tab).toContainText('5,000');

  await tab.click();
  const region = dialog.getByRole('region', { name: 'Parcel items' });
  await expect(region).toBeVisible();
  await expect(region.getByRole('region', { name: /^Item 1\b/ })).toBeVisible();
  const rendered = await region.getByRole('listitem').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(100);
  expect(await dialog.locator('input').count()).toBeLessThan(2_000);

  // Keyboard users reach the list itself.
  await region.focus();
  await expect(region).toBeFocused();

  // Measured heights settle as rows render: scroll to the bottom until the last item is there.
  const last = region.getByRole('region', { name: /^Item 5000\b/ });
  await expect(async () => {
    await region.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(last).toBeVisible({ timeout: 1_000 });
  }).toPass();
  expect(await region.getByRole('listitem').count()).toBeLessThan(100);
});

test('the accessibility check finds a nameless control, in the page and in a frame', async ({
  page,
}) => {
  // The check every screen's spec runs (helpers.ts): it must fail where a user of a screen
  // reader would be stuck, also inside a frame (the label and file viewers are frames).
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => document.body.append(document.createElement('button')));
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);

  await page.evaluate(() => document.querySelector('body > button:last-child')?.remove());
  await expectAccessible(page);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'A frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><button></button></html>';
    document.body.append(frame);
  });
  await expect(page.frameLocator('iframe[title="A frame"]').locator('button')).toHaveCount(1);
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
});
