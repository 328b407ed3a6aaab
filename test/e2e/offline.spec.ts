import { chromium, expect, type Page, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { logOut } from './helpers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';

// Offline behaviour needs the server out of reach: context.setOffline(true) does not cut the
// service worker's own fetches. The page talks to the reference server through a small TCP
// relay that the test closes and reopens, so the server (and its sessions) live on meanwhile.
const SERVER_PORT = 5178;
const PORT = 5177;
const BASE = `http://localhost:${PORT}`;
let server: ChildProcess | null = null;
let relay: Server | null = null;
const sockets = new Set<Socket>();

async function startRelay() {
  relay = createServer((client) => {
    const upstream = connect(SERVER_PORT, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => relay?.listen(PORT, resolve));
}

async function stopRelay() {
  sockets.forEach((socket) => socket.destroy());
  sockets.clear();
  await new Promise((resolve) => (relay ? relay.close(resolve) : resolve(undefined)));
  relay = null;
}

test.beforeAll(async () => {
  // Its own process group, so stopping it takes tsx's child process down too.
  server = spawn(
    'npx',
    ['tsx', 'server/main.ts', '--port', String(SERVER_PORT), '--dist', 'dist'],
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://localhost:${SERVER_PORT}/admin/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('server did not start');
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test.beforeEach(startRelay);
test.afterEach(stopRelay);

async function signInOnline(page: Page, login: string) {
  await page.goto(`${BASE}/admin/login`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByLabel('Login').fill(login);
  await page.getByLabel(/^Password/).fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

async function waitForPersistedCache(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('query-cache-'))),
    )
    .not.toEqual([]);
}

async function goOffline(page: Page) {
  await stopRelay();
  await page.context().setOffline(true);
}

async function goOnline(page: Page) {
  await startRelay();
  await page.context().setOffline(false);
}

test('the app is installable and the service worker controls the page', async () => {
  // Installability needs a normal (not incognito) profile.
  const profile = mkdtempSync(join(tmpdir(), 'console-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${BASE}/admin/login`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const manifest = await (await fetch(`${BASE}/admin/manifest.webmanifest`)).json();
  expect(manifest).toMatchObject({ start_url: '/admin/', scope: '/admin/', display: 'standalone' });
  expect(manifest.icons.map((icon: { purpose?: string }) => icon.purpose ?? 'any')).toContain(
    'maskable',
  );
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('offline, a reload of a deep route shows the shell and its cached data; back online it revalidates', async ({
  page,
}) => {
  await signInOnline(page, 'staff');
  await waitForPersistedCache(page);
  await goOffline(page);

  await page.goto(`${BASE}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/, staff\./)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    /cached/,
  );
  // Writes wait for the network and say why.
  await page.getByRole('button', { name: 'Account menu: staff' }).click();
  await page.getByRole('menuitem', { name: 'Add account' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add account' }).getByRole('button', { name: 'Add account' }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');

  const revalidated = page.waitForResponse(
    (response) => response.url().includes('/admin/main/get_all_lists') && response.ok(),
  );
  await goOnline(page);
  await revalidated;
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
});

test('a screen whose data was never stored shows the offline page, then loads once back online', async ({
  page,
}) => {
  await signInOnline(page, 'staff');
  await waitForPersistedCache(page);
  // As for an account whose data never reached this device: no persisted or Dexie copy.
  await page.evaluate(async () => {
    Object.keys(localStorage)
      .filter((key) => key.startsWith('query-cache-'))
      .forEach((key) => localStorage.removeItem(key));
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        (db) =>
          new Promise((resolve) => {
            const request = indexedDB.deleteDatabase(db.name ?? '');
            request.onsuccess = request.onerror = request.onblocked = resolve;
          }),
      ),
    );
  });
  await goOffline(page);
  await page.goto(`${BASE}/admin/dashboard`);
  await expect(page.getByRole('heading', { name: 'You are offline now!' })).toBeVisible();
  await expect(
    page.getByText('Nothing is stored on this device for reading offline yet.'),
  ).toBeVisible();

  await goOnline(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test("after staff logs out and client signs in, none of staff's cached data is readable", async ({
  page,
}) => {
  await signInOnline(page, 'staff');
  await waitForPersistedCache(page);
  const staffKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('query-cache-')),
  );
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('console-cache-user-2');

  await logOut(page, 'staff');
  await signInOnline(page, 'client');
  await waitForPersistedCache(page);
  await page.waitForTimeout(1500); // past the persister's throttle

  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  for (const key of staffKeys) expect(storage[key]).toBeUndefined();
  expect(Object.values(storage).join(' ')).not.toContain('Stella Staff');
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name),
  );
  expect(databases).not.toContain('console-cache-user-2');
  expect(databases).toContain(
    `console-cache-user-${await page.evaluate(() => JSON.parse(localStorage.getItem('activeAccounts') ?? '[]')[0].id)}`,
  );
});

test('offline, a recently opened parcel opens from the device with its cached time, over the last list page', async ({
  page,
}) => {
  await signInOnline(page, 'staff');
  await page.goto(`${BASE}/admin/parcels`);
  const list = page.getByRole('list', { name: 'Parcels' });
  const first = list.getByRole('listitem').first();
  const tracking = ((await first.getAttribute('aria-label')) ?? '').replace('Parcel ', '');
  await first.getByRole('link', { name: tracking, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Parcel ${tracking}` });
  await expect(dialog).toBeVisible();
  const parcelUrl = page.url();
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('console-cache-user-2');
  await page.waitForTimeout(500); // the device copy is written after the answer

  await goOffline(page);
  await page.goto(parcelUrl);
  await expect(page.getByRole('dialog', { name: `Parcel ${tracking}` })).toBeVisible();
  await expect(page.getByText(/Opened offline, cached/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  // The list page viewed last is there too, from its device copy.
  await expect(list.getByRole('listitem')).toHaveCount(32);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    /cached/,
  );
});
