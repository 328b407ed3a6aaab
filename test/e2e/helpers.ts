import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, login: string, password = 'demo') {
  await page.goto('/admin/login');
  await page.getByLabel('Login').fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signInTo(page: Page, login: string) {
  await signIn(page, login);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

export async function openAccountMenu(page: Page, login: string) {
  await page.getByRole('button', { name: `Account menu: ${login}` }).click();
}

/** No serious or critical axe violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Logs the current account out through the dropdown and its confirmation. */
export async function logOut(page: Page, login: string) {
  await openAccountMenu(page, login);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Warning!' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}
