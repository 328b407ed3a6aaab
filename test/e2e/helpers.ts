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

/**
 * Signs `login` in through the API, as the login form would, for tests whose subject is a
 * screen, not the sign-in form or the dashboard it lands on: the next navigation opens the
 * console signed in. The cookie goes to the page's context (page.request shares it); the account
 * list is what the sign-in page leaves in this origin's storage (lib/session/accounts-store.ts),
 * written once before the next navigation, so a later logout in the test stays a logout.
 * `origin` is for a page served by another server than the project's (offline.spec.ts).
 */
export async function signInByApi(page: Page, login: string, origin = '') {
  const answer = await page.request.post(`${origin}/admin/auth/login`, {
    data: { login, password: 'demo' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.ok(), `sign-in of ${login}`).toBe(true);
  const body = (await answer.json()) as {
    user: { id: number; login: string; email?: string; headerIdentifier: string };
    session_id?: string;
  };
  const account = {
    id: body.user.id,
    login: body.user.login,
    email: body.user.email,
    headerIdentifier: body.user.headerIdentifier,
  };
  await page.addInitScript(
    ({ account, sessionId }) => {
      const seeded = `e2e-signed-in:${account.headerIdentifier}`;
      if (sessionStorage.getItem(seeded)) return;
      sessionStorage.setItem(seeded, '1');
      localStorage.setItem('activeAccounts', JSON.stringify([account]));
      localStorage.setItem('lastActiveAccount', account.headerIdentifier);
      if (sessionId) localStorage.setItem('PHPSESSID', sessionId);
    },
    { account, sessionId: body.session_id },
  );
  return account;
}

/** Signs `login` in through the API and opens `path` directly. */
export async function openAs(page: Page, login: string, path: string) {
  const account = await signInByApi(page, login);
  await page.goto(path);
  return account;
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

export async function openAccountMenu(page: Page, login: string) {
  await page.getByRole('button', { name: `Account menu: ${login}` }).click();
}

/**
 * No serious or critical axe violations on the current page. Axe runs in the page itself
 * (`setLegacyMode`), frames included through axe's own messaging: the default mode gathers each
 * frame's partial results, sends them out through the protocol and finishes the run in a blank
 * page of its own, which on the services list (3,700 elements) took 16 s against 6 (decision 059).
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
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

/**
 * Waits until the account's device copies (decision 018) hold a query whose key contains every
 * one of `parts`: the query layer writes them just after each answer.
 */
export async function waitForDeviceCopy(page: Page, accountId: number, ...parts: string[]) {
  await expect
    .poll(() =>
      page.evaluate(
        ({ name, parts }) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open(name);
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              // Closed at once: a probe left open would block the app's own Dexie from
              // upgrading the database (a probe that came first created it empty), and no copy
              // would ever be written.
              const db = open.result;
              const done = (found: boolean) => {
                db.close();
                resolve(found);
              };
              if (!db.objectStoreNames.contains('queries')) return done(false);
              const keys = db.transaction('queries').objectStore('queries').getAllKeys();
              keys.onsuccess = () =>
                done(keys.result.some((key) => parts.every((part) => String(key).includes(part))));
              keys.onerror = () => done(false);
            };
          }),
        { name: `console-cache-user-${accountId}`, parts },
      ),
    )
    .toBe(true);
}

/** Everything the page keeps on the device, as text: web storage and every IndexedDB store. */
export async function deviceText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        texts.push(JSON.stringify(rows));
      }
      db.close();
    }
    return texts.join('\n');
  });
}

/**
 * Waits until the account's query cache has been written to the device at or after `since` (the
 * page's clock, `pageNow`): the sync persister throttles its writes, so a check of what the device
 * keeps waits for a write, not for a time. Something must change the cache after `since` (a
 * reload or a fetch does).
 */
export async function waitForPersistedCache(page: Page, since: number) {
  await expect
    .poll(() =>
      page.evaluate(
        (after) =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('query-cache-'))
            .some((key) => {
              try {
                const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as {
                  timestamp?: number;
                };
                return (saved.timestamp ?? 0) >= after;
              } catch {
                return false;
              }
            }),
        since,
      ),
    )
    .toBe(true);
}

/** The page's own clock, for `waitForPersistedCache`. */
export const pageNow = (page: Page) => page.evaluate(() => Date.now());
